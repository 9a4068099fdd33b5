import { parse } from 'csv-parse/sync';
import { badRequest } from '../errors';
import type { Cell } from './values';

export const MAX_ROWS = 200_000;
export const MAX_COLUMNS = 500;

/** Text of a CSV: UTF-8 (with or without BOM), or Windows-1252 when it is not valid UTF-8. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

export function checkShape(rows: Cell[][]): Cell[][] {
  if (rows.length > MAX_ROWS + 25) {
    throw badRequest(`The file has more than ${MAX_ROWS.toLocaleString('en-US')} rows; split it and import the parts`);
  }
  if (rows.some((row) => row.length > MAX_COLUMNS)) {
    throw badRequest(`The file has more than ${MAX_COLUMNS} columns; it is not a report this tool can read`);
  }
  return rows;
}

export function readCsv(data: Buffer): Cell[][] {
  try {
    const rows = parse(decodeText(data), {
      relax_column_count: true,
      relax_quotes: false,
      skip_empty_lines: false,
      max_record_size: 1_000_000,
      to: MAX_ROWS + 26,
    }) as string[][];
    return checkShape(rows);
  } catch (error) {
    if ((error as { code?: string }).code === 'BAD_REQUEST') throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable';
    throw badRequest(`The CSV file cannot be read: ${reason}`);
  }
}
