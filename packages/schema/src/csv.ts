import { stringify } from 'csv-stringify/sync';
import { toMoneyString } from './money';

/** An amount of dollars in a CSV file: written with two decimals ("2391.90", "-5.00", "0.00"), as SPEC section 9 has it. */
export type CsvMoney = { readonly money: number };

export type CsvCell = string | number | boolean | null | undefined | CsvMoney;

/** The cell of an amount of dollars: every export writes money through this one cell. */
export const moneyCell = (amount: number): CsvMoney => ({ money: amount });

/** Characters that make a spreadsheet treat a text cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet would run as a formula gets a leading apostrophe; numbers stay
 * numbers, and money is written with two decimals (a number to a spreadsheet, so never guarded).
 */
export function neutraliseFormula(cell: CsvCell): Exclude<CsvCell, CsvMoney> {
  if (typeof cell === 'object' && cell !== null) return toMoneyString(cell.money);
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A cell as a spreadsheet file (.xlsx) holds it: money as a number of dollars. */
export function plainCell(cell: CsvCell): Exclude<CsvCell, CsvMoney> {
  return typeof cell === 'object' && cell !== null ? cell.money : cell;
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
