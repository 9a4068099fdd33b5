import { ZAgent, ZAgentUpdateInput, ZId } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { updateAgent } from './service';

export const updateAgentProcedure = protectedProcedure
  .meta({ openapi: { method: 'PUT', path: '/agents/{id}', tags: ['Agents'], summary: "Save an agent's full profile" } })
  .input(ZAgentUpdateInput.extend({ id: ZId }))
  .output(ZAgent)
  .mutation(({ ctx, input: { id, ...input } }) => updateAgent(ctx.db, id, input));
