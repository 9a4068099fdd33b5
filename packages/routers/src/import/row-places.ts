// Where a report's row is, and how a line about it names the place: "Row 4", or on a workbook's later
// sheet of the same table 'Sheet "Terminated Agents", row 4' (the sheet read first goes unnamed, as in
// a one-sheet report). A row error keeps its place beside its reason, so that what is said about a row
// can be found again by the row (report-carriers.ts leaves out the errors of the rows it leaves out).

/** A sheet read after the report's first: its name, and its place among the sheets read (1 for the second). */
export type LaterSheet = { name: string; order: number };

/** A row's number as a person sees it in the file, and its sheet when it is not the first read. */
export type RowPlace = { rowNumber: number; sheet?: LaterSheet };

/** What could not be read in a row, and where the row is. */
export type RowError = RowPlace & { reason: string };

/**
 * "Row 3", "Rows 3, 5, 9", "Rows 1, 2, … 10 and 4 more" (`listed` at most), and on a later sheet
 * 'Sheet "Terminated Agents", rows 3, 5'.
 */
export function rowsLabel(sheet: LaterSheet | undefined, rows: readonly number[], listed = Infinity): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const shown = sorted.slice(0, listed).join(', ');
  const more = sorted.length > listed ? ` and ${sorted.length - listed} more` : '';
  const word = sorted.length === 1 ? 'row' : 'rows';
  return `${sheet ? `Sheet "${sheet.name}", ${word}` : `${word[0]!.toUpperCase()}${word.slice(1)}`} ${shown}${more}`;
}

/** A row error as the upload's errors say it: "Row 4: …", 'Sheet "Terminated Agents", row 4: …'. */
export function rowErrorLine(error: RowError): string {
  return `${rowsLabel(error.sheet, [error.rowNumber])}: ${error.reason}`;
}

/** One key per row of the report, whichever sheet it is on. */
export function placeKey(place: RowPlace): string {
  return `${place.sheet?.order ?? 0}:${place.rowNumber}`;
}

/** A later sheet's rows, their problems and their errors, each marked with the sheet. */
export function onLaterSheet<R extends RowPlace, P extends RowPlace>(
  read: { records: R[]; problems: P[]; errors: RowError[] },
  sheet: LaterSheet,
): { records: R[]; problems: P[]; errors: RowError[] } {
  return {
    records: read.records.map((record) => ({ ...record, sheet })),
    problems: read.problems.map((problem) => ({ ...problem, sheet })),
    errors: read.errors.map((error) => ({ ...error, sheet })),
  };
}
