import { recordIdentity } from './report-groups';
import type { ReportRecord } from './report-rows';
import { REPORT_STATEMENT_COLUMNS } from './report-vocabulary';
import { headerKey } from './synonyms';
import { signedByType } from './transaction-type';
import { cellText, parseMoneyCents, type Cell } from './values';

/**
 * Statements that list each agent's charges and credits with the balance after each line
 * (Date, Description, Debit, Credit, Balance; or one signed Amount and a Running Balance): the
 * balance owed is the agent's latest line, not the sum of the lines. Such a Balance column is
 * recognised by its values, never by its name alone: on each agent's lines in turn, balance = the
 * agent's line before + the movement (debit − credit, or the signed amount), to the cent; or the
 * other way round when the statement lists the newest line first.
 */
export type StatementColumns = { debit: number; credit: number } | { movement: number };

/** Which way a running balance runs down the file: oldest line first, or newest first. */
export type RunningOrder = 'oldest-first' | 'newest-first';

const keysOf = (names: readonly string[]) => new Set(names.map(headerKey));
const DEBIT_KEYS = keysOf(REPORT_STATEMENT_COLUMNS.debit);
const CREDIT_KEYS = keysOf(REPORT_STATEMENT_COLUMNS.credit);
const MOVEMENT_KEYS = keysOf(REPORT_STATEMENT_COLUMNS.movement);

/** A ledger's Debit column ("Debit", "Debits", "DR Amount", "Charges"): its lines' charges, not a balance. */
export const isDebitHeader = (header: string | undefined): boolean => DEBIT_KEYS.has(headerKey(header ?? ''));

/** The statement's Debit and Credit columns, else its one signed amount column. */
export function statementColumns(headers: readonly string[]): StatementColumns | null {
  const keys = headers.map(headerKey);
  const debit = keys.findIndex((key) => DEBIT_KEYS.has(key));
  const credit = keys.findIndex((key) => CREDIT_KEYS.has(key));
  if (debit >= 0 && credit >= 0) return { debit, credit };
  const movement = keys.findIndex((key) => MOVEMENT_KEYS.has(key));
  return movement >= 0 ? { movement } : null;
}

/** The columns of the statement that are not a balance: a balance column is never one of them. */
export function movementColumns(statement: StatementColumns): number[] {
  return 'movement' in statement ? [statement.movement] : [statement.debit, statement.credit];
}

/** A money cell: blank is 0; a value that is not money is null (the line cannot be checked). */
function centsOrZero(cell: Cell | undefined): number | null {
  return cellText(cell ?? null) === '' ? 0 : parseMoneyCents(cell ?? null);
}

/**
 * What a line adds to its agent's balance. Credits lower it, printed as positive figures or with a
 * minus; so does a one-column amount whose transaction type is a repayment (`typeColumn`).
 */
function movementOf(row: readonly Cell[], statement: StatementColumns, typeColumn?: number): number | null {
  if ('movement' in statement) {
    const cents = centsOrZero(row[statement.movement]);
    return typeColumn === undefined ? cents : signedByType(cents, cellText(row[typeColumn] ?? null));
  }
  const debit = centsOrZero(row[statement.debit]);
  const credit = centsOrZero(row[statement.credit]);
  return debit === null || credit === null ? null : debit - Math.abs(credit);
}

/**
 * Whether `balance` runs down each agent's lines (agents named by the cells of `identity`, their
 * lines in any order among other agents'), and which way: every pair of one agent's lines in turn
 * agrees to the cent, and there is at least one pair. A column of per-line balances (each policy's
 * own) fails at its first pair.
 */
export function runningBalanceOrder(
  rows: readonly Cell[][],
  from: number,
  balance: number,
  statement: StatementColumns,
  identity: readonly number[],
  typeColumn?: number,
): RunningOrder | null {
  let pairs = 0;
  let forward = true;
  let backward = true;
  const last = new Map<string, { cents: number; movement: number }>();
  for (let i = from; i < rows.length && (forward || backward); i++) {
    const row = rows[i] ?? [];
    const cells = identity.map((column) => cellText(row[column] ?? null));
    const cents = parseMoneyCents(row[balance] ?? null);
    if (cents === null || cells.every((text) => text === '')) continue;
    const movement = movementOf(row, statement, typeColumn);
    if (movement === null) return null;
    const who = cells.join('\u0000');
    const before = last.get(who);
    if (before) {
      pairs++;
      // Oldest first: this line's balance is the one before plus this line's movement. Newest
      // first: the line before's balance is this one plus the line before's movement.
      if (before.cents + movement !== cents) forward = false;
      if (cents + before.movement !== before.cents) backward = false;
    }
    last.set(who, { cents, movement });
  }
  if (pairs === 0) return null;
  return forward ? 'oldest-first' : backward ? 'newest-first' : null;
}

/**
 * One record per agent from a running-balance statement: the latest line's balance, dated from
 * the first line after the balance last stood at zero or below (since when it has been owed),
 * standing for every line read.
 */
export function latestLinePerAgent(records: readonly ReportRecord[], order: RunningOrder): ReportRecord[] {
  const inTime = order === 'oldest-first' ? records : [...records].reverse();
  const byAgent = new Map<string, ReportRecord & { rowCount: number }>();
  for (const record of inTime) {
    const key = recordIdentity(record);
    const before = byAgent.get(key);
    const owedSince =
      before && before.amountCents > 0 ? (before.ageDays === null ? record.ageDays : before.ageDays) : record.ageDays;
    byAgent.set(key, { ...record, ageDays: owedSince, rowCount: (before?.rowCount ?? 0) + (record.rowCount ?? 1) });
  }
  return [...byAgent.values()];
}
