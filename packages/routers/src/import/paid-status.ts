import type { ColumnMap } from './report-header';
import { headerWords } from './synonyms';
import { cellText, type Cell } from './values';

/** What a status column says of a debt settled: nothing is owed. */
const PAID = new Set(['paid', 'paid off', 'paid in full', 'settled']);

const IDENTITY: (keyof ColumnMap)[] = ['writingNumber', 'npn', 'name', 'firstName', 'lastName'];

function meansPaid(cell: Cell): boolean {
  return PAID.has(
    cellText(cell)
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  );
}

/**
 * The rows with a blank balance read as 0.00 where the row's Status says the debt is paid ("Paid
 * Off", "Paid", "Paid in Full", "Settled"): carriers leave a settled debt's balance empty, and the
 * row would otherwise be held for review as "the amount "" is not a number". Only a row that names
 * someone and whose balance cell is empty; any other blank balance stays a row for review.
 */
export function paidRowsAsZero<L extends { headers: readonly string[]; columns: ColumnMap; dataStart: number }>(
  rows: readonly Cell[][],
  layout: L,
): Cell[][] {
  const { amount } = layout.columns;
  const used = new Set(Object.values(layout.columns));
  const status = layout.headers
    .map((header, column) => ({ words: headerWords(header), column }))
    .filter(({ words, column }) => words.at(-1) === 'status' && !used.has(column))
    .map(({ column }) => column);
  const identity = IDENTITY.map((field) => layout.columns[field]).filter((c): c is number => c !== undefined);
  if (amount === undefined || status.length === 0) return rows as Cell[][];
  return rows.map((row, index) => {
    const paid =
      index >= layout.dataStart &&
      cellText(row[amount]) === '' &&
      identity.some((column) => cellText(row[column]) !== '') &&
      status.some((column) => meansPaid(row[column]));
    if (!paid) return row;
    const read = [...row];
    read[amount] = '0';
    return read;
  });
}
