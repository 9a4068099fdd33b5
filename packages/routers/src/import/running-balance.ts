import type { ReportRecord } from './report-rows';
import { REPORT_STATEMENT_COLUMNS } from './report-vocabulary';
import { headerKey } from './synonyms';
import { cellText, parseMoneyCents, type Cell } from './values';

/**
 * Statements that list each agent's charges and credits with the balance after each line
 * (Date, Description, Debit, Credit, Balance): the balance owed is the agent's last line, not the
 * sum of the lines. Such a Balance column is recognised by its values, never by its name alone:
 * on consecutive lines of one agent, balance = the line before's balance + debit − credit.
 */
export type StatementColumns = { debit: number; credit: number };

const DEBIT_KEYS = new Set(REPORT_STATEMENT_COLUMNS.debit.map(headerKey));
const CREDIT_KEYS = new Set(REPORT_STATEMENT_COLUMNS.credit.map(headerKey));

/** The statement's Debit and Credit columns, when the header has one of each. */
export function statementColumns(headers: readonly string[]): StatementColumns | null {
  const keys = headers.map(headerKey);
  const debit = keys.findIndex((key) => DEBIT_KEYS.has(key));
  const credit = keys.findIndex((key) => CREDIT_KEYS.has(key));
  return debit >= 0 && credit >= 0 ? { debit, credit } : null;
}

/** A debit or credit cell: blank is 0; a value that is not money is null (the check cannot use the line). */
function centsOrZero(cell: Cell): number | null {
  return cellText(cell) === '' ? 0 : parseMoneyCents(cell);
}

/**
 * Whether `balance` runs down the lines of each agent: every pair of consecutive lines naming the
 * same agent (by the cells of `identity`) agrees to the cent, and there is at least one such pair.
 * A column of per-line balances (each policy's own) fails at its first pair.
 */
export function isRunningBalance(
  rows: readonly Cell[][],
  from: number,
  balance: number,
  statement: StatementColumns,
  identity: readonly number[],
): boolean {
  let pairs = 0;
  let previous: { who: string; cents: number } | null = null;
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const cents = parseMoneyCents(row[balance] ?? null);
    const cells = identity.map((column) => cellText(row[column] ?? null));
    const who = cells.join('\u0000');
    if (cents === null || cells.every((text) => text === '')) {
      previous = null;
      continue;
    }
    if (previous && previous.who === who) {
      const debit = centsOrZero(row[statement.debit] ?? null);
      const credit = centsOrZero(row[statement.credit] ?? null);
      if (debit === null || credit === null) return false;
      // Credits are printed as positive figures or with a minus: either way they lower the balance.
      if (previous.cents + debit - Math.abs(credit) !== cents) return false;
      pairs++;
    }
    previous = { who, cents };
  }
  return pairs > 0;
}

/**
 * One record per agent from a running-balance statement: the last line's balance, dated from the
 * first line after the balance last stood at zero or below (since when it has been owed), counting
 * every line read.
 */
export function lastLinePerAgent(records: readonly ReportRecord[]): ReportRecord[] {
  const byAgent = new Map<string, ReportRecord & { rowCount: number }>();
  for (const record of records) {
    const key = `${record.writingNumber ?? ''}\u0000${record.npn ?? ''}\u0000${record.name ?? ''}`;
    const before = byAgent.get(key);
    const owedSince =
      before && before.amountCents > 0 ? (before.ageDays === null ? record.ageDays : before.ageDays) : record.ageDays;
    byAgent.set(key, { ...record, ageDays: owedSince, rowCount: (before?.rowCount ?? 0) + (record.rowCount ?? 1) });
  }
  return [...byAgent.values()];
}
