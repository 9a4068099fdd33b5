import { badRequest } from '../errors';
import { mapHeader, REPORT_COLUMNS, synonymIndex, type ReportField } from './synonyms';
import { cellText, daysSince, parseDate, parseDays, parseMoneyCents, type Cell } from './values';

export type ReportRecord = {
  /** The row number a person sees in the file (1-based, header and title lines included). */
  rowNumber: number;
  writingNumber: string | null;
  npn: string | null;
  name: string | null;
  amountCents: number;
  ageDays: number;
};

export type ParsedReport = { records: ReportRecord[]; errors: string[]; recordsProcessed: number };

const INDEX = synonymIndex(REPORT_COLUMNS);
const HEADER_SEARCH_ROWS = 20;

function findHeader(rows: Cell[][]): { at: number; columns: Map<ReportField, number> } {
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
    const columns = mapHeader(rows[at] ?? [], INDEX);
    const identifies =
      columns.has('writingNumber') ||
      columns.has('npn') ||
      columns.has('name') ||
      (columns.has('firstName') && columns.has('lastName'));
    if (columns.has('amount') && identifies) return { at, columns };
  }
  throw badRequest(
    'No header row found in the first 20 rows: a report needs an identifier column (Writing Number, NPN or Agent Name) ' +
      'and a balance column (for example Balance, Debt Amount or Chargeback Balance)',
  );
}

function npnText(cell: Cell): string | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : null;
  const text = cellText(cell).replace(/\.0+$/, '');
  return text || null;
}

/** Reads a report table: rows after the header, each with an identifier, an amount and an age. */
export function parseReportTable(rows: Cell[][], today: Date = new Date()): ParsedReport {
  const { at, columns } = findHeader(rows);
  const get = (row: Cell[], field: ReportField): Cell => {
    const column = columns.get(field);
    return column === undefined ? null : row[column];
  };
  // Reports repeat a handful of dates over thousands of rows: each distinct text is read once.
  const ages = new Map<string, number | null>();
  const ageOf = (cell: Cell): number | null => {
    const key = typeof cell === 'string' ? cell : null;
    if (key !== null && ages.has(key)) return ages.get(key)!;
    const date = parseDate(cell);
    const age = date ? daysSince(date, today) : null;
    if (key !== null) ages.set(key, age);
    return age;
  };
  const records: ReportRecord[] = [];
  const errors: string[] = [];
  let recordsProcessed = 0;
  for (let i = at + 1; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const texts = row.map(cellText);
    const firstText = texts.find((t) => t !== '');
    if (firstText === undefined) continue;
    if (/^(grand\s+)?totals?\b/i.test(firstText)) continue;
    recordsProcessed += 1;
    const rowNumber = i + 1;
    const first = cellText(get(row, 'firstName'));
    const last = cellText(get(row, 'lastName'));
    const name = cellText(get(row, 'name')) || [first, last].filter(Boolean).join(' ') || null;
    const writingNumber = cellText(get(row, 'writingNumber')) || null;
    const npn = npnText(get(row, 'npn'));
    if (!writingNumber && !npn && !name) {
      errors.push(`Row ${rowNumber}: no writing number, NPN or name`);
      continue;
    }
    const amountCell = get(row, 'amount');
    const amountCents = parseMoneyCents(amountCell);
    if (amountCents === null) {
      errors.push(`Row ${rowNumber}: the amount "${cellText(amountCell)}" is not a number`);
      continue;
    }
    let ageDays = 0;
    const dateCell = get(row, 'date');
    const daysCell = get(row, 'days');
    if (cellText(dateCell)) {
      const age = ageOf(dateCell);
      if (age === null) {
        errors.push(`Row ${rowNumber}: the date "${cellText(dateCell)}" is not a date`);
        continue;
      }
      ageDays = age;
    } else if (cellText(daysCell)) {
      const days = parseDays(daysCell);
      if (days === null) {
        errors.push(`Row ${rowNumber}: the days "${cellText(daysCell)}" are not a whole number`);
        continue;
      }
      ageDays = days;
    }
    records.push({ rowNumber, writingNumber, npn, name, amountCents, ageDays });
  }
  return { records, errors, recordsProcessed };
}
