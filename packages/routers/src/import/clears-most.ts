import type { TReportChanges, TReportLayoutUsed } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { isOpenDebt } from '../ledger/open-debt';

/**
 * The rule for "this report clears most of the carrier": more than half of the people with an open
 * balance at the carrier before it, and at least 10 of them.
 *
 * A carrier's full monthly report drops only those who settled since the last one, a small share
 * of its people; a partial file (one branch's export, a report filtered to a few agents, a file cut
 * short) drops everyone it leaves out, nearly all of them. More than half sits far from the first
 * and well under the second. What is cleared is counted, not how many are listed: a partial file
 * that also names many people new to the carrier still clears most of those owing. The floor of 10
 * keeps a small carrier (3 of its 4 people settled) from a warning its changes list shows at a glance.
 */
export const CLEARS_MOST_SHARE = 0.5;
export const CLEARS_MOST_AT_LEAST = 10;

/**
 * People (agent records) at the carrier whose open balance is not zero: those an upload counts as
 * cleared when the report leaves them out. Read before the report is applied.
 */
export async function countOwingAtCarrier(trx: Kysely<DB>, carrierId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from (
      select agent_id from debts where carrier_id = ${carrierId} and ${isOpenDebt()}
      group by agent_id having sum(amount) <> 0) owing`.execute(trx);
  return Number(rows[0]!.n);
}

/**
 * The layout with `clearsMost` set when the changes clear most of the `owingBefore` people, and
 * without it otherwise (a review decision may bring the figures under the rule). Only a warning:
 * staff decide, nothing is refused.
 */
export function withClearsMost(
  layout: TReportLayoutUsed,
  changes: TReportChanges,
  owingBefore: number,
): TReportLayoutUsed {
  const { clearsMost: _previous, ...rest } = layout;
  const { cleared } = changes;
  if (cleared < CLEARS_MOST_AT_LEAST || cleared <= owingBefore * CLEARS_MOST_SHARE) return rest;
  // Everyone the report gives a balance to (held back by review aside): new, changed or not.
  const listed = changes.new + changes.increased + changes.decreased + changes.unchanged;
  return { ...rest, clearsMost: { cleared, owingBefore, listed } };
}
