/** SPEC section 9: the three debt age ranges; 91+ is stored as 91-999. */
export const DEBT_AGE_RANGES = [
  { key: '0-45', label: '0-45 days', min: 0, max: 45 },
  { key: '46-90', label: '46-90 days', min: 46, max: 90 },
  { key: '91+', label: '91+ days', min: 91, max: 999 },
] as const;

export type DebtAgeRange = (typeof DEBT_AGE_RANGES)[number];
export type DebtAgeRangeKey = DebtAgeRange['key'];

export const DEBT_AGE_MAX_DEFAULT = 999;
/** Badge thresholds of SPEC section 4: up to 45 yellow, 46-90 orange, above 90 red. */
export const DEBT_AGE_WARN_DAYS = 45;
export const DEBT_AGE_ALERT_DAYS = 90;

export type DebtAgeBucket = 'recent' | 'late' | 'overdue';

export function debtAgeBucket(days: number): DebtAgeBucket {
  if (days <= DEBT_AGE_WARN_DAYS) return 'recent';
  if (days <= DEBT_AGE_ALERT_DAYS) return 'late';
  return 'overdue';
}

/** The label of SPEC section 4's badge: the days up to 45, then the range. */
export function debtAgeLabel(days: number): string {
  const bucket = debtAgeBucket(days);
  if (bucket === 'recent') return `${days} days`;
  return bucket === 'late' ? '46-90 days' : '91+ days';
}
