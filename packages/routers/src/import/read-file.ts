import { detectFileKind } from './file-type';
import { readInWorker } from './parse-in-worker';
import { tableFromPdfPages } from './pdf';
import type { SheetRows } from './report-header';
import { checkShape } from './table';
import type { Cell } from './values';
import { assertSafeZip } from './zip-guard';

/**
 * Any accepted upload as sheets of rows of cells (a CSV or PDF is one sheet): the type checked by
 * name and content (an ".xls" that is an HTML table or tab-separated text, as portals export, is read
 * as what it is), an .xlsx checked for a zip bomb before SheetJS sees it, the bytes read in a
 * worker thread, the shape of every sheet capped.
 */
export async function readUploadedSheets(
  filename: string,
  data: Buffer,
  allowed: readonly string[],
): Promise<SheetRows[]> {
  const kind = detectFileKind(filename, data, allowed);
  if (kind === 'pdf') return [{ name: null, rows: checkShape(tableFromPdfPages(await readInWorker('pdf', data))) }];
  if (kind === 'xlsx') await assertSafeZip(data);
  const sheets = await readInWorker(kind, data);
  return sheets.map((sheet) => ({ name: sheet.name, rows: checkShape(sheet.rows), delimited: kind === 'csv' }));
}

/** An upload read as one table: its first sheet (a single table: a CSV, a PDF). */
export async function readUploadedTable(filename: string, data: Buffer, allowed: readonly string[]): Promise<Cell[][]> {
  const [first] = await readUploadedSheets(filename, data, allowed);
  return first?.rows ?? [];
}
