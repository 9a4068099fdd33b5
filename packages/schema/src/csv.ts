import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet treat a text cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers. */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The one CSV writer: RFC 4180 quoting, CRLF line ends, formula-safe text cells. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}

/** Lines of CSV without a header: the rest of a file written in parts (a streamed export). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    {
      record_delimiter: '\r\n',
      cast: { boolean: (value) => (value ? 'true' : 'false') },
    },
  );
}

/** YYYY-MM-DD of a date in local time, for export file names (agents-2026-11-23.csv). */
export function fileDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
