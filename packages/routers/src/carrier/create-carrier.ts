import { ZCarrier, ZCarrierInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { createCarrier } from './service';

export const createCarrierProcedure = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/carriers', tags: ['Companies'], summary: 'Create a company' } })
  .input(ZCarrierInput)
  .output(ZCarrier)
  .mutation(({ ctx, input }) => createCarrier(ctx.db, input));
