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

/**
 * A header's cells, case and punctuation aside, without the empty cells at either end: a sheet read
 * from column A (whatever range it records) has blank cells before a table that starts in column B,
 * and columns are found again by their names in the header as it stands.
 */
const signature = (headers: readonly string[]) => {
  const keys = headers.map(headerKey);
  while (keys.length && keys[keys.length - 1] === '') keys.pop();
  while (keys.length && keys[0] === '') keys.shift();
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

/**
 * The column of each field, by the header text the layout saved for it ("Amount (column 3)" when
 * repeated). A repeated header is found by which of its kind it was in the saved header (the second
 * "Amount"), so a table that now starts a column further right still reads the same column.
 */
export function columnsByHeader<F extends string>(
  headers: readonly string[],
  saved: Partial<Record<F, string>>,
  savedHeaders: readonly string[] = headers,
) {
  const columns: Partial<Record<F, number>> = {};
  for (const [field, reference] of Object.entries(saved) as [F, string][]) {
    const savedColumn = findColumn(savedHeaders, reference, sameHeader);
    if (savedColumn < 0) continue;
    const header = savedHeaders[savedColumn]!;
    if (!header) {
      // A column with no header ("column 3"): at the same place from the table's first header.
      const shift = headers.findIndex(Boolean) - savedHeaders.findIndex(Boolean);
      columns[field] = savedColumn + shift;
      continue;
    }
    const nth = savedHeaders.slice(0, savedColumn).filter((other) => sameHeader(other, header)).length;
    const column = headers.flatMap((other, c) => (other && sameHeader(other, header) ? [c] : []))[nth];
    if (column !== undefined) columns[field] = column;
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
  layout: Omit<TReportLayout, 'nameOrder'>,
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
      columns: columnsByHeader<ReportField>(found.headers, layout.columns, layout.headers) as ColumnMap,
      grouped: hasGroupHeadings(sheet.rows, dataStart, found.at),
      amountSign: layout.amountSign,
    };
  }
  return null;
}
