import { headerWords } from './synonyms';
import { wordEffect } from './transaction-type';
import { parseMoneyCents, cellText, type Cell } from './values';

/** A money column's header that says it was taken off ("Credit Balance", "Recovered YTD", "Amount Paid"). */
const saysTakenOff = (header: string | undefined) =>
  headerWords(header).some((word) => wordEffect(word) === 'takesOff');

/** A column's header that says it adds the others up ("Total Balance", "Combined Balance"). */
const TOTAL_WORDS = ['total', 'combined', 'overall', 'aggregate'];

/** Rows on which the deduction must actually take something off before the net is trusted. */
const MIN_DEDUCTED_ROWS = 2;

/**
 * Of two balance columns equally preferred by their words ("Unrecovered Advance" and "Net Amount
 * Due"), the one the report computes from the other: on every data row it is the other less a third
 * money column of amounts taken off ("Recovered YTD", "Paid"), never below zero. That is what a
 * person reads as the balance left: the gross less what was recovered. A deduction that is one of the
 * tied balances must say it was taken off ("Credit Balance"). Only the one direction
 * counts (gross − deduction = net): added adjustments of either sign would make each column the
 * other's sum, and then the report still asks. Returns the net column, or null when no tied column
 * is such a net, or more than one is.
 */
export function netOfDeductionColumn(
  rows: readonly Cell[][],
  headers: readonly string[],
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
        // Another balance column is what was taken off only when its header says so ("Credit Balance"):
        // "Advance Balance" + "Chargeback Balance" = "Total Balance" makes no part the balance left.
        if (tied.includes(deduction) && !saysTakenOff(headers[deduction])) continue;
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

/**
 * Of three or more balance columns equally preferred by their words ("Advance Balance", "Chargeback
 * Balance", "Total Balance"), the one headed as a total that is the sum of all the others on every
 * data row: the agent's whole balance, which a person reads as what is owed. It must differ from
 * each part on some row (a total that only copies one column proves nothing). Returns that column,
 * or null when none or more than one is.
 */
export function totalOfPartsColumn(
  rows: readonly Cell[][],
  headers: readonly string[],
  from: number,
  tied: readonly number[],
  isSummary: (row: readonly Cell[]) => boolean,
): number | null {
  if (tied.length < 3) return null;
  const totals = tied.filter((column) => headerWords(headers[column]).some((word) => TOTAL_WORDS.includes(word)));
  const found = totals.filter((total) =>
    isTotalOf(
      rows,
      from,
      total,
      tied.filter((part) => part !== total),
      isSummary,
    ),
  );
  return found.length === 1 ? found[0]! : null;
}

function isTotalOf(
  rows: readonly Cell[][],
  from: number,
  total: number,
  parts: readonly number[],
  isSummary: (row: readonly Cell[]) => boolean,
): boolean {
  const differs = new Set<number>();
  const columns = [total, ...parts];
  let compared = 0;
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] ?? [];
    if (isSummary(row)) continue;
    if (columns.every((column) => cellText(row[column] ?? null) === '')) continue;
    const cents = columns.map((column) => (cellText(row[column] ?? null) ? parseMoneyCents(row[column] ?? null) : 0));
    // Words in every column (a repeated header, a page line) are no data row; a word among money is no total.
    if (cents.every((value) => value === null)) continue;
    if (cents.some((value) => value === null)) return false;
    const [sum, ...amounts] = cents as number[];
    if (amounts.reduce((a, b) => a + b, 0) !== sum) return false;
    amounts.forEach((amount, k) => amount !== sum && differs.add(parts[k]!));
    compared++;
  }
  return compared > 0 && differs.size === parts.length;
}
