import { ZAgent, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { deleteAgent } from './service';

export const deleteAgentProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/agents/{id}',
      tags: ['Agents'],
      summary: 'Delete a record with its debts and writing numbers',
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZAgent)
  .mutation(({ ctx, input }) => deleteAgent(ctx.db, input.id));
