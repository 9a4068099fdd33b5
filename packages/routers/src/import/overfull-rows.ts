import { cellText, type Cell } from './values';

/**
 * The data rows of delimited text (CSV, tab-separated) that hold more cells than the table has
 * columns: a value with the delimiter in it and no quotes around it ("Smith, John" written bare)
 * pushes every later value of its row one column to the right, so its balance would be read from
 * the NPN column and its NPN from the name. Such a row cannot be read for certain and is a row
 * error. The table's width is the wider of its header and the length most data rows have (a file
 * whose every data row ends in an unnamed column is not over-full; a length counts when two rows or
 * more have it). Spreadsheets and PDFs place each value in its own cell, so this is for text.
 */
export function overfullRows(
  rows: readonly Cell[][],
  headerRow: number,
  firstDataRow: number,
): { width: number; rows: Set<number> } {
  const lengths = new Map<number, number>();
  for (let i = firstDataRow; i < rows.length; i++) {
    const length = rows[i]!.length;
    if (length > 1) lengths.set(length, (lengths.get(length) ?? 0) + 1);
  }
  // The length most rows have (the shorter of two as common), taken only when two rows or more agree on it.
  let usual = 0;
  let most = 0;
  for (const [length, count] of lengths) {
    if (count > most || (count === most && length < usual)) [usual, most] = [length, count];
  }
  const width = Math.max(rows[headerRow]?.length ?? 0, most >= 2 ? usual : 0);
  // Counted in cells, empty ones too (a row moved right whose last columns were empty ends in empty
  // cells), once two rows or more say how long a row is; before that, a trailing delimiter is no sign.
  const settled = most >= 2;
  const overfull = new Set<number>();
  for (let i = firstDataRow; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length > width && (settled || row.slice(width).some((cell) => cellText(cell) !== ''))) overfull.add(i);
  }
  return { width, rows: overfull };
}

/** The row error of an over-full row: how wide it is against the table, and the likely cause. */
export function overfullRowProblem(row: readonly Cell[], width: number): string {
  return (
    `has ${row.length} cells for ${width} columns, so its values may have moved to the next column ` +
    `(a name such as Smith, John written without quotes?); not read`
  );
}
