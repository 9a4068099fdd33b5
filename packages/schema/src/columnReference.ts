const REFERENCE = /^(.*) \(column (\d+)\)$/;

const sameHeader = (a: string, b: string) =>
  a.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') === b.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * How a layout names a column: by its header, or, when the header names more than one column
 * ("Amount" for the premium and again for the chargeback), by its header and place: "Amount (column 3)".
 * A saved layout is only used where the whole header matches, so the place is the same in later files.
 */
export function columnReference(headers: readonly string[], column: number): string {
  const header = headers[column] ?? '';
  if (!header) return `column ${column + 1}`;
  const repeated = headers.some((other, c) => c !== column && !!other && sameHeader(other, header));
  return repeated ? `${header} (column ${column + 1})` : header;
}

/** The column a layout's reference names: its place when it gives one, else the first with that header; -1 if none. */
export function findColumn(headers: readonly string[], reference: string, same = sameHeader): number {
  const placed = REFERENCE.exec(reference);
  if (placed) {
    const column = Number(placed[2]) - 1;
    const header = headers[column];
    if (header !== undefined && same(header, placed[1]!)) return column;
  }
  const unnamed = /^column (\d+)$/.exec(reference);
  if (unnamed && headers[Number(unnamed[1]) - 1] === '') return Number(unnamed[1]) - 1;
  return headers.findIndex((header) => !!header && same(header, reference));
}

/** A reference by header alone to a header that names more than one column: which one is meant is unsaid. */
export function namesSeveralColumns(headers: readonly string[], reference: string): boolean {
  if (REFERENCE.test(reference)) return false;
  return headers.filter((header) => !!header && sameHeader(header, reference)).length > 1;
}

/** Why a layout's reference to a column cannot stand ("not one of the headers", or which of two is meant), or null. */
export function columnChoiceProblem(headers: readonly string[], reference: string): string | null {
  const column = findColumn(headers, reference);
  if (column < 0) return `"${reference}" is not one of the headers`;
  if (namesSeveralColumns(headers, reference)) {
    return `"${reference}" names more than one column: say which, as "${columnReference(headers, column)}"`;
  }
  return null;
}
