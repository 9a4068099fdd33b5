import type { ColumnMap } from './report-header';
import { hasLedgerMark, type Cell } from './values';

/**
 * The refusal for a report whose every balance is below zero, read by a detected layout: some
 * carriers print what agents owe as negative numbers (chargebacks taken back from commissions), and
 * a report where every agent has a credit is as plausible as a carrier that writes debts that way.
 * Storing them as credits would be a guess, so staff are asked once; the saved layout's sign then
 * reads this carrier's reports with no step. Not asked when the report says it itself: DR/CR marks,
 * a mark column, a Credit column beside its Debit, a transaction type telling repayments from
 * charges, or a statement's running balance.
 */
export function negativeOnlyRefusal(
  rows: readonly Cell[][],
  layout: { headers: string[]; columns: ColumnMap; dataStart: number },
  records: readonly { amountCents: number }[],
  running: boolean,
): string | null {
  const amount = layout.columns.amount;
  const { debitCredit, credit } = layout.columns;
  if (amount === undefined || running || debitCredit !== undefined || credit !== undefined) return null;
  // Read only when it tells repayments from charges (readsTransactionTypes).
  if (layout.columns.transactionType !== undefined) return null;
  let negative = 0;
  for (const { amountCents } of records) {
    if (amountCents > 0) return null;
    if (amountCents < 0) negative++;
  }
  if (negative === 0) return null;
  for (let r = layout.dataStart; r < rows.length; r++) {
    if (hasLedgerMark(rows[r]![amount])) return null;
  }
  const header = layout.headers[amount]?.trim() || `column ${amount + 1}`;
  return (
    `Every amount in "${header}" is below zero (${negative} ${negative === 1 ? 'row' : 'rows'}): this carrier may ` +
    'print what agents owe as negative numbers, or every agent listed has a credit. Say how amounts owed are shown ' +
    'under Companies → Report layout; nothing was imported.'
  );
}
