import type { ColumnMap } from './report-header';
import { cellText, debitCreditSign, type Cell } from './values';

/**
 * The column of DR/CR marks that a carrier printed beside the balance without a header
 * (`Agent Code,Agent Name,Balance,` over `A1,"ONE, AL",250.00,CR`): headers cannot name it, so left
 * alone a credit of 250.00 would be billed as owed. It is the column directly right of the balance
 * (else directly left) with no header, not read for another field, whose filled cells are all marks
 * (DR, CR, D, C, Debit, Credit) and at least one of them. Anything else in it (a note, a code, a piece of an
 * amount an unquoted comma split) and the column is not taken for a mark: it stays unread, as before.
 */
export function unnamedMarkColumn(
  rows: readonly Cell[][],
  layout: { headers: readonly string[]; columns: ColumnMap; dataStart: number },
): number | null {
  const { amount, debitCredit } = layout.columns;
  if (amount === undefined || debitCredit !== undefined) return null;
  const taken = new Set(Object.values(layout.columns));
  for (const column of [amount + 1, amount - 1]) {
    if (column < 0 || taken.has(column) || (layout.headers[column] ?? '').trim() !== '') continue;
    const marks = rows.slice(layout.dataStart).map((row) => cellText(row[column]));
    const filled = marks.filter((mark) => mark !== '');
    if (filled.length > 0 && filled.every((mark) => debitCreditSign(mark) !== null)) return column;
  }
  return null;
}

/** The layout with its unnamed DR/CR column read as the balance's mark, when there is one. */
export function withUnnamedMark<L extends { headers: string[]; columns: ColumnMap; dataStart: number }>(
  rows: readonly Cell[][],
  layout: L,
): L {
  const column = unnamedMarkColumn(rows, layout);
  return column === null ? layout : { ...layout, columns: { ...layout.columns, debitCredit: column } };
}
