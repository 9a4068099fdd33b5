import { ZCarrier } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { initDefaultCarriers } from './service';

export const initCompaniesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/init-companies',
      tags: ['Companies'],
      summary: 'Create the default carriers (ids 1-3, id 3 accepts PDF); idempotent',
    },
  })
  .input(z.void())
  .output(z.array(ZCarrier))
  .mutation(({ ctx }) => initDefaultCarriers(ctx.db));
