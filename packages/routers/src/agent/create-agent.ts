import { ZAgent, ZAgentCreateInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { createAgent } from './service';

export const createAgentProcedure = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/agents', tags: ['Agents'], summary: 'Add an agent record at a carrier' } })
  .input(ZAgentCreateInput)
  .output(ZAgent)
  .mutation(({ ctx, input }) => createAgent(ctx.db, input));
