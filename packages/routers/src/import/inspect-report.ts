import { allowedReportExtensions, type TReportInspection } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { AppError, notFound } from '../errors';
import { getReportLayout } from '../report-layout/service';
import { readUploadedSheets } from './read-file';
import { detectReportLayout, isLayoutProblem, type SheetRows } from './report-header';
import { describeLayoutProblem, parseReportSheets } from './report-parser';
import { cellText } from './values';

/** As much of each sheet as a person needs to map it: the first rows and columns. */
const PREVIEW_ROWS = 40;
const PREVIEW_COLUMNS = 40;

/**
 * Why a report whose layout was detected is still refused as it reads (every amount below zero, two
 * sheets naming the same agents): the dialog says it, as it says why no layout was found.
 */
function readingRefusal(sheets: readonly SheetRows[]): string | null {
  try {
    parseReportSheets(sheets, new Date(), null);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return error.message;
    throw error;
  }
}

/**
 * A report read but not imported, for mapping its layout: the first rows of every sheet as text,
 * what detection made of them (or why it could not), and the carrier's saved layout. Nothing is
 * written.
 */
export async function inspectCarrierReport(
  db: Kysely<DB>,
  upload: { carrierId: number; filename: string; data: Buffer },
): Promise<TReportInspection> {
  const carrier = await db.selectFrom('carriers').selectAll().where('id', '=', upload.carrierId).executeTakeFirst();
  if (!carrier) throw notFound('Carrier', upload.carrierId);
  const sheets = await readUploadedSheets(upload.filename, upload.data, allowedReportExtensions(carrier.accepts_pdf));
  const layout = detectReportLayout(sheets);
  const detected = isLayoutProblem(layout)
    ? null
    : {
        sheet: layout.sheet,
        headerRow: layout.headerRow,
        headerRows: layout.headerRows,
        headers: layout.headers,
        columns: Object.fromEntries(
          Object.entries(layout.columns).map(([field, column]) => [field, layout.headers[column] ?? '']),
        ),
      };
  return {
    sheets: sheets.map((sheet) => ({
      name: sheet.name,
      rows: sheet.rows.slice(0, PREVIEW_ROWS).map((row) => row.slice(0, PREVIEW_COLUMNS).map((cell) => cellText(cell))),
    })),
    detected,
    problem: isLayoutProblem(layout) ? describeLayoutProblem(layout) : readingRefusal(sheets),
    saved: await getReportLayout(db, carrier.id),
  };
}
