import { ZAgent, ZAgentUpdateInput, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { updateAgent } from './service';

export const updateAgentProcedure = protectedProcedure
  .meta({ openapi: { method: 'PUT', path: '/agents/{id}', tags: ['Agents'], summary: "Save an agent's full profile" } })
  // `name` as POST /api/agents takes it: a script renames with it; sent back unchanged it is ignored.
  .input(ZAgentUpdateInput.extend({ id: ZId, name: z.string().trim().optional() }))
  .output(ZAgent)
  .mutation(({ ctx, input: { id, ...input } }) => updateAgent(ctx.db, id, input));
