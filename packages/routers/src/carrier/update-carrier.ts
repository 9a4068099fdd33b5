import { ZCarrier, ZCarrierUpdateInput, ZId } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { updateCarrier } from './service';

export const updateCarrierProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/carriers/{id}',
      tags: ['Companies'],
      summary: 'Update a company; fields left out keep their value',
    },
  })
  .input(ZCarrierUpdateInput.extend({ id: ZId }))
  .output(ZCarrier)
  .mutation(({ ctx, input: { id, ...input } }) => updateCarrier(ctx.db, id, input));
