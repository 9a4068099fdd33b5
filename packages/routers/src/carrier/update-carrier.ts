import { ZCarrier, ZCarrierInput, ZId } from '@agentledger/schema';
import { publicProcedure } from '../trpc';
import { updateCarrier } from './service';

export const updateCarrierProcedure = publicProcedure
  .meta({ openapi: { method: 'PUT', path: '/carriers/{id}', tags: ['Companies'], summary: 'Update a company' } })
  .input(ZCarrierInput.extend({ id: ZId }))
  .output(ZCarrier)
  .mutation(({ ctx, input: { id, ...input } }) => updateCarrier(ctx.db, id, input));
