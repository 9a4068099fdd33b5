import { detectFileKind } from './file-type';
import { readCsv } from './table';
import type { Cell } from './values';
import { assertSafeZip } from './zip-guard';

/**
 * Any accepted upload as rows of cells, after the type and zip-bomb checks. The spreadsheet and
 * PDF readers are large; they load only for the files that need them.
 */
export async function readUploadedTable(filename: string, data: Buffer, allowed: readonly string[]): Promise<Cell[][]> {
  const kind = detectFileKind(filename, data, allowed);
  if (kind === 'csv') return readCsv(data);
  if (kind === 'pdf') return (await import('./pdf')).readPdfTable(data);
  if (kind === 'xlsx') await assertSafeZip(data);
  return (await import('./spreadsheet')).readSpreadsheet(data);
}
