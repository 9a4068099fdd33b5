import { ZCarrier, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { deleteCarrier } from './service';

export const deleteCarrierProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/carriers/{id}',
      tags: ['Companies'],
      summary: 'Delete a company no record uses',
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZCarrier)
  .mutation(({ ctx, input }) => deleteCarrier(ctx.db, input.id));
