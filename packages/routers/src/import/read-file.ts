import { detectFileKind } from './file-type';
import { readPdfTable } from './pdf';
import { readCsv, readSpreadsheet } from './table';
import type { Cell } from './values';
import { assertSafeZip } from './zip-guard';

/** Any accepted upload as rows of cells, after the type and zip-bomb checks. */
export async function readUploadedTable(filename: string, data: Buffer, allowed: readonly string[]): Promise<Cell[][]> {
  const kind = detectFileKind(filename, data, allowed);
  if (kind === 'csv') return readCsv(data);
  if (kind === 'pdf') return readPdfTable(data);
  if (kind === 'xlsx') await assertSafeZip(data);
  return readSpreadsheet(data);
}
