import { DEBT_AGE_RANGES, type DebtAgeRangeKey } from '@agentledger/schema';

/** SPEC section 9: the send schedule is offered but not sent. */
export const SEND_SCHEDULES = ['Manual', 'Weekly', 'Bi-weekly', 'Monthly'] as const;

export const DEFAULT_RANGE: DebtAgeRangeKey = '0-45';

/** The POST /api/email-templates payload: named after the range, 91+ stored as 91-999, always active. */
export function newTemplatePayload(range: DebtAgeRangeKey, carrierId: number | null, subject: string, body: string) {
  const { min, max } = DEBT_AGE_RANGES.find((r) => r.key === range) ?? DEBT_AGE_RANGES[0];
  return {
    name: `${range} days template`,
    carrierId,
    debtAgeMin: min,
    debtAgeMax: max,
    subject: subject.trim(),
    body,
    active: true,
  };
}

/** SPEC section 5: both the subject and the body field itself must be filled in to save. */
export function isTemplateComplete(subject: string, body: string): boolean {
  return subject.trim() !== '' && body.trim() !== '';
}
