import type { ColumnMap } from './report-header';
import { headerKey } from './synonyms';
import { cellText, parseMoneyCents, type Cell } from './values';

/**
 * The aging columns of a debit-balance report ("Current", "1-30", "31-60 Days", "61-90", "Over 90",
 * "90+ Days", "120+"): the least number of days old the money in each is, or null for any other
 * header. "Current" and a range starting at 0 or 1 are 0 days.
 */
export function agingColumnDays(header: string | undefined): number | null {
  const text = (header ?? '')
    .toLowerCase()
    .replace(/[–—]/g, '-')
    .replace(/\b(?:days?|dys|past due|dpd|aged|aging)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(?:current|not (?:yet )?due)$/.test(text)) return 0;
  const range = /^(\d{1,3}) ?(?:-|to) ?(\d{1,3})$/.exec(text);
  if (range) return Number(range[1]) <= 1 ? 0 : Number(range[1]);
  const over = /^(?:over|> ?|more than|greater than) ?(\d{1,3})$/.exec(text);
  if (over) return Number(over[1]) + 1;
  const from = /^(\d{1,3}) ?(?:\+|and (?:over|older|up)|& (?:over|older|up)|or more)$|^(\d{1,3})$/.exec(text);
  if (from) return Number(from[1] ?? from[2]);
  return null;
}

export type AgingColumn = { column: number; days: number };

/**
 * A report's aging columns, when it has at least two (a lone "30 Days" is not an aging table) and
 * they are not read for another field; none otherwise.
 */
export function agingColumns(headers: readonly string[], columns: ColumnMap = {}): AgingColumn[] {
  const used = new Set(Object.values(columns));
  const found = headers.flatMap((header, column) => {
    const days = used.has(column) ? null : agingColumnDays(header);
    return days === null ? [] : [{ column, days }];
  });
  return new Set(found.map(({ days }) => days)).size >= 2 ? found : [];
}

/** What an aging table's total column is called: the balance owed when no other column is. */
const TOTAL_KEYS = new Set(
  ['Total', 'Total Balance', 'Total Amount', 'Total Outstanding', 'Balance Total'].map(headerKey),
);

/** The total column of a report with aging columns (the balance owed, the buckets added up), else -1. */
export function agingTotalColumn(headers: readonly string[]): number {
  if (agingColumns(headers).length === 0) return -1;
  return headers.findIndex((header) => isAgingTotalHeader(header));
}

/** Whether a header is what an aging table calls its total ("Total", "Total Balance"). */
export function isAgingTotalHeader(header: string | undefined): boolean {
  return TOTAL_KEYS.has(headerKey(header ?? ''));
}

/**
 * What a row's aging columns add up to, exactly in cents, an empty cell being nothing: null when
 * every one is empty. `unread` is the first column holding something that is not money (the sum is
 * then null too); `filled` how many hold an amount.
 */
export function agingSumCents(
  row: readonly Cell[],
  aging: readonly AgingColumn[],
): { cents: number | null; filled: number; unread: number | null } {
  let cents = 0;
  let filled = 0;
  for (const { column } of aging) {
    const cell = row[column] ?? null;
    if (cellText(cell) === '') continue;
    const amount = parseMoneyCents(cell);
    if (amount === null) return { cents: null, filled, unread: column };
    cents += amount;
    filled++;
  }
  return { cents: filled ? cents : null, filled, unread: null };
}

/**
 * The balance column as a result names it when the aging columns were added up for want of one:
 * "Current + 1-30 + 31-60 (added up)".
 */
export function agingSumName(headers: readonly string[], aging: readonly AgingColumn[]): string {
  return `${aging.map(({ column }) => headers[column] ?? '').join(' + ')} (added up)`;
}

/**
 * How old a row's debt is by its aging columns: the oldest one holding an amount owed (its least
 * number of days, so a debt is never aged older than the report shows); null when none does.
 */
export function agingAgeDays(row: readonly Cell[], aging: readonly AgingColumn[]): number | null {
  let oldest: number | null = null;
  for (const { column, days } of aging) {
    const cents = parseMoneyCents(row[column] ?? null);
    if (cents !== null && cents > 0 && (oldest === null || days > oldest)) oldest = days;
  }
  return oldest;
}
