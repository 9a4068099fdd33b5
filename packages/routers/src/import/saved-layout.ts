import { combineHeaderRows, findColumn, type TReportLayout } from '@agentledger/schema';
import {
  hasGroupHeadings,
  HEADER_SEARCH_ROWS,
  type ColumnMap,
  type DetectedLayout,
  type SheetRows,
} from './report-header';
import type { ReportField } from './report-vocabulary';
import { headerKey } from './synonyms';
import { cellText, type Cell } from './values';

const signature = (headers: readonly string[]) => {
  const keys = headers.map(headerKey);
  while (keys.length && keys[keys.length - 1] === '') keys.pop();
  return keys.join('|');
};

function headerAt(rows: readonly Cell[][], at: number, span: number): string[] {
  const top = (rows[at] ?? []).map((cell) => cellText(cell));
  return span === 2
    ? combineHeaderRows(
        top,
        (rows[at + 1] ?? []).map((cell) => cellText(cell)),
      )
    : top;
}

type SavedHeader = { headerRow: number; headerRows: number; headers: readonly string[] };

/**
 * Where a saved header stands in a table now: at its saved row, or wherever in the first rows the
 * same header (same cells, case and punctuation aside) stands. Null when the header differs.
 */
export function findSavedHeader(rows: readonly Cell[][], saved: SavedHeader): { at: number; headers: string[] } | null {
  const wanted = signature(saved.headers);
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (const at of [saved.headerRow - 1, ...Array.from({ length: limit }, (_, i) => i)]) {
    if (at < 0 || at >= rows.length) continue;
    const headers = headerAt(rows, at, saved.headerRows);
    if (signature(headers) === wanted) return { at, headers };
  }
  return null;
}

const sameHeader = (a: string, b: string) => headerKey(a) === headerKey(b);

/** The column of each field, by the header text the layout saved for it ("Amount (column 3)" when repeated). */
export function columnsByHeader<F extends string>(headers: readonly string[], saved: Partial<Record<F, string>>) {
  const columns: Partial<Record<F, number>> = {};
  for (const [field, reference] of Object.entries(saved) as [F, string][]) {
    const column = findColumn(headers, reference, sameHeader);
    if (column >= 0) columns[field] = column;
  }
  return columns;
}

/**
 * Where a carrier's saved layout fits a new report: on the saved sheet (or any, when it is gone),
 * at the saved header row or wherever in the first rows the same header stands. Null when the
 * header differs: the carrier changed its layout, and detection takes over.
 */
export function fitSavedLayout(
  sheets: readonly SheetRows[],
  layout: TReportLayout,
): (DetectedLayout & { amountSign: TReportLayout['amountSign'] }) | null {
  const order = sheets
    .map((sheet, sheetIndex) => ({ sheet, sheetIndex }))
    .sort((a, b) => Number(b.sheet.name === layout.sheet) - Number(a.sheet.name === layout.sheet));
  for (const { sheet, sheetIndex } of order) {
    const found = findSavedHeader(sheet.rows, layout);
    if (!found) continue;
    const dataStart = found.at + layout.headerRows;
    return {
      sheet: sheet.name,
      sheetIndex,
      dataStart,
      headerRow: found.at + 1,
      headerRows: layout.headerRows === 2 ? 2 : 1,
      headers: found.headers,
      columns: columnsByHeader<ReportField>(found.headers, layout.columns) as ColumnMap,
      grouped: hasGroupHeadings(sheet.rows, dataStart),
      amountSign: layout.amountSign,
    };
  }
  return null;
}
