import type { ColumnMap } from './report-header';
import type { ReportField } from './report-vocabulary';
import type { Cell } from './values';

/**
 * A row's cell for a field of the settled layout, or nothing when the layout has no column for it:
 * the row reader's parts (report-rows.ts, report-row-*.ts) each read fields so.
 */
export function fieldCell(row: readonly Cell[], columns: ColumnMap, field: ReportField): Cell {
  const column = columns[field];
  return column === undefined ? null : row[column];
}
