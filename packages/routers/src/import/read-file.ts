import { badRequest } from '../errors';
import { detectFileKind } from './file-type';
import { readInWorker } from './parse-in-worker';
import { tableFromPdfPages } from './pdf';
import type { SheetRows } from './report-header';
import { checkShape } from './table';
import type { Cell } from './values';
import { assertSafeZip } from './zip-guard';

export const NO_PDF_TEXT =
  'The PDF has no text to read: it may be a scan or a picture of the report. Upload the CSV or Excel file the carrier ' +
  'sends, or a PDF printed from the report itself; nothing was imported.';

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
  if (kind === 'pdf') {
    const pages = await readInWorker('pdf', data);
    // A scan, or a report printed as a picture: there is no text to read, whatever is mapped.
    if (!pages.some((page) => page.items.some(([text]) => text.trim() !== ''))) throw badRequest(NO_PDF_TEXT);
    return [{ name: null, rows: checkShape(tableFromPdfPages(pages)) }];
  }
  if (kind === 'xlsx') await assertSafeZip(data);
  const sheets = await readInWorker(kind, data);
  return sheets.map((sheet) => ({ name: sheet.name, rows: checkShape(sheet.rows), delimited: kind === 'csv' }));
}

/** An upload read as one table: its first sheet (a single table: a CSV, a PDF). */
export async function readUploadedTable(filename: string, data: Buffer, allowed: readonly string[]): Promise<Cell[][]> {
  const [first] = await readUploadedSheets(filename, data, allowed);
  return first?.rows ?? [];
}
