import { ZCarrier } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listCarriers } from './service';

/** The REST layer calls carriers "companies" too: the same rows. */
export const listCompaniesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/companies',
      tags: ['Companies'],
      summary: 'List companies (same rows as carriers)',
    },
  })
  .input(z.void())
  .output(z.array(ZCarrier))
  .query(({ ctx }) => listCarriers(ctx.db));
