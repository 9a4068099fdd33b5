import { combineHeaderRows, type TReportLayout } from '@agentledger/schema';
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

/**
 * Where a carrier's saved layout fits a new report: on the saved sheet (or any, when it is gone),
 * at the saved header row or wherever in the first rows the same header stands. Null when the
 * header differs: the carrier changed its layout, and detection takes over.
 */
export function fitSavedLayout(
  sheets: readonly SheetRows[],
  layout: TReportLayout,
): (DetectedLayout & { amountSign: TReportLayout['amountSign'] }) | null {
  const wanted = signature(layout.headers);
  const order = sheets
    .map((sheet, sheetIndex) => ({ sheet, sheetIndex }))
    .sort((a, b) => Number(b.sheet.name === layout.sheet) - Number(a.sheet.name === layout.sheet));
  for (const { sheet, sheetIndex } of order) {
    const limit = Math.min(sheet.rows.length, HEADER_SEARCH_ROWS);
    const rowsToTry = [layout.headerRow - 1, ...Array.from({ length: limit }, (_, i) => i)];
    for (const at of rowsToTry) {
      if (at < 0 || at >= sheet.rows.length) continue;
      const headers = headerAt(sheet.rows, at, layout.headerRows);
      if (signature(headers) !== wanted) continue;
      const keys = headers.map(headerKey);
      const columns: ColumnMap = {};
      for (const [field, header] of Object.entries(layout.columns) as [ReportField, string][]) {
        const column = keys.indexOf(headerKey(header));
        if (column >= 0) columns[field] = column;
      }
      return {
        sheet: sheet.name,
        sheetIndex,
        dataStart: at + layout.headerRows,
        headerRow: at + 1,
        headerRows: layout.headerRows === 2 ? 2 : 1,
        headers,
        columns,
        grouped: hasGroupHeadings(sheet.rows, at + layout.headerRows),
        amountSign: layout.amountSign,
      };
    }
  }
  return null;
}
