import { isAsOfDateHeader } from './header-classify';
import { cellText, daysSince, parseDays, parseReportDate, type Cell } from './values';

/**
 * A workbook saved as CSV with a date cell formatted General writes its serial ("45934"). In a date
 * column, five digits from 2000-01-01 (36526) to 2099-12-31 (73050) are that day; elsewhere five digits
 * are a writing number, so parseDate leaves text serials alone.
 */
function serialDate(cell: Cell): string | null {
  if (typeof cell !== 'string' || !/^\s*\d{5}\s*$/.test(cell)) return null;
  const serial = Number(cell);
  return serial >= 36_526 && serial <= 73_050 ? parseReportDate(serial) : null;
}

/** A row's debt's age in days (null when the row gives no date), or why it could not be read. */
export type RowAge = { ageDays: number | null } | { problem: string };

/**
 * How old each row's debt is, from its date column, its days column, or both (used by report-rows.ts).
 * `headers`: the report's headers, whose date column's says whether it is the statement's date.
 */
export function rowAgeReader(
  columns: { date?: number; days?: number },
  headers: readonly string[],
  today: Date,
): (dateCell: Cell, daysCell: Cell) => RowAge {
  // "Days Outstanding" beside a statement's date: the days were counted up to that date, so the
  // debt is that many days older than the statement (95 days at 10/31 is owed since 07/28).
  const daysAtStatement =
    columns.days !== undefined && columns.date !== undefined && isAsOfDateHeader(headers[columns.date]);
  // Reports repeat a handful of dates over thousands of rows: each distinct text is read once.
  const ages = new Map<string, number | null>();
  const ageOf = (cell: Cell): number | null => {
    const key = typeof cell === 'string' ? cell : null;
    const known = key === null ? undefined : ages.get(key);
    if (known !== undefined) return known;
    const date = parseReportDate(cell) ?? serialDate(cell);
    const age = date ? daysSince(date, today) : null;
    if (key !== null) ages.set(key, age);
    return age;
  };
  const notDays = (cell: Cell) => ({ problem: `the days "${cellText(cell)}" are not a whole number` });
  const notDate = (cell: Cell) => ({ problem: `the date "${cellText(cell)}" is not a date` });

  return (dateCell, daysCell) => {
    if (daysAtStatement && cellText(daysCell)) {
      const days = parseDays(daysCell);
      const age = cellText(dateCell) ? ageOf(dateCell) : 0;
      if (days === null) return notDays(daysCell);
      return age === null ? notDate(dateCell) : { ageDays: days + age };
    }
    if (cellText(dateCell)) {
      const age = ageOf(dateCell);
      return age === null ? notDate(dateCell) : { ageDays: age };
    }
    if (cellText(daysCell)) {
      const days = parseDays(daysCell);
      return days === null ? notDays(daysCell) : { ageDays: days };
    }
    return { ageDays: null };
  };
}
