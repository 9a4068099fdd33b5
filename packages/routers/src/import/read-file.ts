import { detectFileKind } from './file-type';
import { readInWorker } from './parse-in-worker';
import { tableFromPdfLines } from './pdf';
import { checkShape } from './table';
import type { Cell } from './values';
import { assertSafeZip } from './zip-guard';

/**
 * Any accepted upload as rows of cells: the type checked by name and content, an .xlsx checked for
 * a zip bomb before SheetJS sees it, the bytes read in a worker thread, the shape capped.
 */
export async function readUploadedTable(filename: string, data: Buffer, allowed: readonly string[]): Promise<Cell[][]> {
  const kind = detectFileKind(filename, data, allowed);
  if (kind === 'pdf') return checkShape(tableFromPdfLines(await readInWorker('pdf', data)));
  if (kind === 'xlsx') await assertSafeZip(data);
  return checkShape(await readInWorker(kind, data));
}
