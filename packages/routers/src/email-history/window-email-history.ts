import {
  ZEmailHistoryWindow,
  ZEmailHistoryWindowInput,
  type TEmailHistoryRow,
  type TEmailHistoryWindow,
} from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/types';
import { protectedProcedure } from '../trpc';
import { toEmailHistory } from './mapper';
import { countHistoryRows, historyRows, type EmailHistoryListRow } from './queries';

export const toEmailHistoryRow = (row: EmailHistoryListRow): TEmailHistoryRow => ({
  ...toEmailHistory(row, row.agent_name),
  templateName: row.template_name,
});

/** The Email History tab's rows in view (issue 15): searched, filtered and sorted by the database, with the total. */
export async function emailHistoryWindow(
  db: Kysely<DB>,
  input: z.output<typeof ZEmailHistoryWindowInput>,
): Promise<TEmailHistoryWindow> {
  const [{ rows }, total] = await Promise.all([historyRows(input, input).execute(db), countHistoryRows(db, input)]);
  return { total, rows: rows.map(toEmailHistoryRow) };
}

export const emailHistoryWindowProcedure = protectedProcedure
  .input(ZEmailHistoryWindowInput)
  .output(ZEmailHistoryWindow)
  .query(({ ctx, input }) => emailHistoryWindow(ctx.db, input));
