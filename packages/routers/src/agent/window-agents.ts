import { ZAgentWindow, ZAgentWindowInput, type TAgentWindow } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/types';
import { protectedProcedure } from '../trpc';
import { listAgents } from './service';

/**
 * The rows of an agent table in view (issue 15): searched, filtered and sorted by the database,
 * one window at a time (GET /api/agents' page), with how many records the filters keep, so a
 * screen never holds 20,000 agents to show forty.
 */
export async function agentWindow(db: Kysely<DB>, input: z.output<typeof ZAgentWindowInput>): Promise<TAgentWindow> {
  let total = 0;
  const rows = await listAgents(db, input, (count) => (total = count));
  return { total, rows };
}

export const agentWindowProcedure = protectedProcedure
  .input(ZAgentWindowInput)
  .output(ZAgentWindow)
  .query(({ ctx, input }) => agentWindow(ctx.db, input));
