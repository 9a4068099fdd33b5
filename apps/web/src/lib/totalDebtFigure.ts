import { formatMoney } from '@agentledger/schema';

/**
 * The Total Debt of a stat card: the amount without its sign (a card has no red or green to tell
 * owed from credit; the tables do), and 0 until the stats arrive.
 */
export function totalDebtFigure(totalDebt: number | undefined): string {
  return formatMoney(Math.abs(totalDebt ?? 0));
}
