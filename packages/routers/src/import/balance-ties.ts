import { latestDayColumn } from './header-day';
import { netOfDeductionColumn, totalOfPartsColumn } from './net-column';
import { movementColumns, runningBalanceOrder, statementColumns } from './running-balance';
import type { Cell } from './values';

/** What the tie-breaks read: the report's rows and headers, and the columns in play. */
export type BalanceTie = {
  rows: readonly Cell[][];
  headers: readonly string[];
  /** The first data row. */
  from: number;
  /** The balance columns equally preferred by their words. */
  tied: readonly number[];
  /** The columns naming the agent (a running balance runs per agent). */
  identity: readonly number[];
  /** Every column holding money. */
  moneyColumns: readonly number[];
  /** Totals and subtotals, left out of every check. */
  isSummary: (row: readonly Cell[]) => boolean;
};

/**
 * Of balance columns equally preferred by their words, the ones the values (and the headers' days)
 * leave in play, in turn: a statement's running Balance beside its Debit; a net that is another
 * column less what was taken off; a total that is the others' sum; the latest of balances headed by
 * their day. One column left is the balance; several are asked about, never guessed.
 */
export function settleBalanceTie({
  rows,
  headers,
  from,
  tied,
  identity,
  moneyColumns,
  isSummary,
}: BalanceTie): number[] {
  let left = [...tied];
  // A statement's Debit beside its running Balance: the Balance whose values run down each agent's
  // lines (balance = the line before + debit − credit) is what is owed, not a guess between the two.
  const statement = statementColumns(headers);
  if (statement) {
    const running = left.filter(
      (column) =>
        !movementColumns(statement).includes(column) &&
        runningBalanceOrder(rows, from, column, statement, identity) !== null,
    );
    if (running.length === 1) left = running;
  }
  // "Unrecovered Advance" beside "Net Amount Due" = it less "Recovered YTD": the net is what is left owed.
  if (left.length > 1) {
    const net = netOfDeductionColumn(rows, headers, from, left, moneyColumns, isSummary);
    if (net !== null) left = [net];
  }
  // "Advance Balance" + "Chargeback Balance" = "Total Balance" on every row: the total is the whole balance.
  if (left.length > 2) {
    const total = totalOfPartsColumn(rows, headers, from, left, isSummary);
    if (total !== null) left = [total];
  }
  // "Balance 09/30/2026" beside "Balance 10/31/2026": the latest is what is owed now.
  if (left.length > 1) {
    const latest = latestDayColumn(headers, left);
    if (latest !== null) left = [latest];
  }
  return left;
}
