import { ZDebtWindow, ZDebtWindowInput, type TDebtWindow } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/types';
import { protectedProcedure } from '../trpc';
import { toDebtRow } from './mapper';
import { countDebtRows, debtWindowRows } from './queries';

/**
 * The Debts tab's rows in view (issue 15): searched, filtered and sorted by the database, one
 * window at a time, with how many rows the filters keep, so the screen never holds 100,000 debts.
 */
export async function debtWindow(db: Kysely<DB>, input: z.output<typeof ZDebtWindowInput>): Promise<TDebtWindow> {
  const [rows, total] = await Promise.all([debtWindowRows(db, input), countDebtRows(db, input)]);
  return { total, rows: rows.map(toDebtRow) };
}

export const debtWindowProcedure = protectedProcedure
  .input(ZDebtWindowInput)
  .output(ZDebtWindow)
  .query(({ ctx, input }) => debtWindow(ctx.db, input));
