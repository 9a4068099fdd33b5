import { ZCarrier } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listCarriers } from './service';

export const listCarriersProcedure = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/carriers', tags: ['Companies'], summary: 'List carriers' } })
  .input(z.void())
  .output(z.array(ZCarrier))
  .query(({ ctx }) => listCarriers(ctx.db));
