import { ZAgentWindow, ZAgentWindowInput, type TAgentWindow } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/types';
import { protectedProcedure } from '../trpc';
import { agentListOrder, agentListWhere } from './list-order';
import { toAgent } from './mapper';
import { countAgentRows, selectAgentRows } from './queries';

/**
 * The rows of an agent table in view (issue 15): searched, filtered and sorted by the database,
 * one window at a time, with how many records the filters keep, so a screen never holds 20,000
 * agents to show forty.
 */
export async function agentWindow(db: Kysely<DB>, input: z.output<typeof ZAgentWindowInput>): Promise<TAgentWindow> {
  const where = agentListWhere(input);
  const [rows, total] = await Promise.all([
    selectAgentRows(db, where, { limit: input.limit, offset: input.offset }, agentListOrder(input)),
    countAgentRows(db, where),
  ]);
  return { total, rows: rows.map(toAgent) };
}

export const agentWindowProcedure = protectedProcedure
  .input(ZAgentWindowInput)
  .output(ZAgentWindow)
  .query(({ ctx, input }) => agentWindow(ctx.db, input));
