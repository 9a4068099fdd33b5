import { TEXT_MAX, ZAgent, ZAgentUpdateInput, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { updateAgent } from './service';

export const updateAgentProcedure = protectedProcedure
  .meta({ openapi: { method: 'PUT', path: '/agents/{id}', tags: ['Agents'], summary: "Save an agent's full profile" } })
  // `name` as POST /api/agents takes it: a script renames with it; sent back unchanged it is ignored.
  // So are the upline under POST's names and the record's place (read-back-of-update.ts).
  .input(
    ZAgentUpdateInput.extend({
      id: ZId,
      name: z.string().trim().optional(),
      upline: ZAgentUpdateInput.shape.uplineName,
      uplineId: ZAgentUpdateInput.shape.uplineNPN,
      agentId: z.string().max(TEXT_MAX, `is too long (at most ${TEXT_MAX} characters)`).nullish(),
      carrierId: z.number().int().nullish(),
    }),
  )
  .output(ZAgent)
  .mutation(({ ctx, input: { id, ...input } }) => updateAgent(ctx.db, id, input));
