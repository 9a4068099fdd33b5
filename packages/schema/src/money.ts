const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The one money formatter: US dollars, en-US, two decimals ("$1,234.56", "-$5.00"). */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return usd.format(Number.isFinite(value) ? value : 0);
}

const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * Money on a chart's axis, where a full amount does not fit the axis ("$1,400,000.00" was cut):
 * short and rounded ("$1.4M", "$700K", "$950"). Never for a figure a person reads as the amount.
 */
export function formatMoneyAxis(amount: number): string {
  return usdCompact.format(Number.isFinite(amount) ? amount : 0);
}

/**
 * SPEC section 9: a positive total debt is shown in parentheses (red in the UI),
 * zero or a credit is shown plainly (green in the UI).
 */
export function formatDebtTotal(amount: number): { text: string; owing: boolean } {
  const owing = amount > 0;
  return { text: owing ? `(${formatMoney(amount)})` : formatMoney(amount), owing };
}

/** Two-decimal string for a number of dollars, for SQL numeric parameters ("12.5" → "12.50"). */
export function toMoneyString(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/**
 * Amounts are stored as numeric(14,2): below a trillion dollars either way. The API refuses a
 * larger amount and an import makes its row an error.
 */
export const AMOUNT_LIMIT_DOLLARS = 1e12;
