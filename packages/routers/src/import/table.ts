import { badRequest } from '../errors';
import { MAX_EXTRA_LINES, MAX_ROWS } from './parse-in-worker';
import type { Cell } from './values';

export const MAX_COLUMNS = 500;

/** Refuses tables past the row cap or too wide to be a report (the reader stops one line past the cap). */
export function checkShape(rows: Cell[][]): Cell[][] {
  if (rows.length > MAX_ROWS + MAX_EXTRA_LINES) {
    throw badRequest(`The file has more than ${MAX_ROWS.toLocaleString('en-US')} rows; split it and import the parts`);
  }
  if (rows.some((row) => row.length > MAX_COLUMNS)) {
    throw badRequest(`The file has more than ${MAX_COLUMNS} columns; it is not a report this tool can read`);
  }
  return rows;
}
