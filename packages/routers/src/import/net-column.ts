import { parseMoneyCents, cellText, type Cell } from './values';

/** Rows on which the deduction must actually take something off before the net is trusted. */
const MIN_DEDUCTED_ROWS = 2;

/**
 * Of two balance columns equally preferred by their words ("Unrecovered Advance" and "Net Amount
 * Due"), the one the report computes from the other: on every data row it is the other less a third
 * money column of amounts taken off ("Recovered YTD", "Paid"), never below zero. That is what a
 * person reads as the balance left: the gross less what was recovered. Only the one direction
 * counts (gross − deduction = net): added adjustments of either sign would make each column the
 * other's sum, and then the report still asks. Returns the net column, or null when no tied column
 * is such a net, or more than one is.
 */
export function netOfDeductionColumn(
  rows: readonly Cell[][],
  from: number,
  tied: readonly number[],
  moneyColumns: readonly number[],
  // Totals and subtotals are left out: their own sums may be off by a cent, and they are nobody's.
  isSummary: (row: readonly Cell[]) => boolean,
): number | null {
  const found = new Set<number>();
  for (const net of tied) {
    for (const gross of tied) {
      if (gross === net) continue;
      for (const deduction of moneyColumns) {
        if (deduction === net || deduction === gross) continue;
        if (isNetOf(rows, from, net, gross, deduction, isSummary)) found.add(net);
      }
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

function isNetOf(
  rows: readonly Cell[][],
  from: number,
  net: number,
  gross: number,
  deduction: number,
  isSummary: (row: readonly Cell[]) => boolean,
): boolean {
  let deducted = 0;
  let compared = 0;
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] ?? [];
    if (isSummary(row)) continue;
    const grossText = cellText(row[gross] ?? null);
    const netText = cellText(row[net] ?? null);
    if (!grossText && !netText) continue;
    const grossCents = parseMoneyCents(row[gross] ?? null);
    const netCents = parseMoneyCents(row[net] ?? null);
    // Words in both (a repeated header, a page line) are no data row; money in one column only is.
    if (grossCents === null && netCents === null) continue;
    if (grossCents === null || netCents === null) return false;
    const taken = cellText(row[deduction] ?? null) ? parseMoneyCents(row[deduction] ?? null) : 0;
    if (taken === null || taken < 0 || grossCents - taken !== netCents) return false;
    compared++;
    if (taken > 0) deducted++;
  }
  return compared > 0 && deducted >= MIN_DEDUCTED_ROWS;
}
