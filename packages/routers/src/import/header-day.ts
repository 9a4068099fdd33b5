import { parseReportDate } from './values';

/**
 * A day written at the end of a money column's header: "Balance 10/31/2026", "Debit Balance as of
 * Oct 31, 2026", "Balance (2026-10-31)", "Balance Oct 2026" (a statement month: its last day).
 */
const TRAILING_DAY =
  /[\s(,:-]*(?:(?:as\s+(?:of|at)|at|on)\s+)?(\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}|[A-Za-z]{3,9}\.?\s+(?:\d{1,2},?\s+)?\d{4})\)?\s*$/i;

/**
 * A header's words before the day it ends with, and that day (YYYY-MM-DD): a report that prints a
 * balance per month-end ("Balance 09/30/2026", "Balance 10/31/2026") names each column by its day.
 * Null when the header ends with no day, or is nothing but one.
 */
export function headerDay(header: unknown): { words: string; day: string } | null {
  const text = String(header ?? '');
  if (!/\d{4}|\/\d{2}$/.test(text)) return null;
  const match = TRAILING_DAY.exec(text);
  const day = match ? parseReportDate(match[1]!) : null;
  const words = match ? text.slice(0, match.index).trim() : '';
  return day && /[A-Za-z]/.test(words) ? { words, day } : null;
}

/** Of balance columns alike but for the day each header ends with, the latest: the balance owed now. */
export function latestDayColumn(headers: readonly string[], tied: readonly number[]): number | null {
  const dated = tied.map((column) => headerDay(headers[column]));
  if (dated.some((read) => read === null)) return null;
  const days = dated.map((read) => read!.day);
  const words = new Set(dated.map((read) => read!.words.toLowerCase()));
  if (words.size !== 1 || new Set(days).size !== days.length) return null;
  const latest = [...days].sort().at(-1)!;
  return tied[days.indexOf(latest)]!;
}
