import { ZUnifiedAgentWindow, ZUnifiedAgentWindowInput, type TUnifiedAgentWindow } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/types';
import { protectedProcedure } from '../trpc';
import { listUnifiedAgents } from './service';

/**
 * The rows of the Unified Agents table in view (issue 15): people searched, filtered and sorted by
 * the database, one window at a time, with how many the filters keep.
 */
export async function unifiedAgentWindow(
  db: Kysely<DB>,
  input: z.output<typeof ZUnifiedAgentWindowInput>,
): Promise<TUnifiedAgentWindow> {
  let total = 0;
  const rows = await listUnifiedAgents(db, input, (count) => (total = count));
  return { total, rows };
}

export const unifiedAgentWindowProcedure = protectedProcedure
  .input(ZUnifiedAgentWindowInput)
  .output(ZUnifiedAgentWindow)
  .query(({ ctx, input }) => unifiedAgentWindow(ctx.db, input));
