import {
  DEBT_AGE_RANGES,
  defaultTemplateName,
  type DebtAgeRangeKey,
  type TScheduleFrequency,
} from '@agentledger/schema';

/** SPEC section 9's choices. The template POST does not carry it: a non-Manual choice becomes a schedule of its own. */
export const SEND_SCHEDULES = ['Manual', 'Weekly', 'Bi-weekly', 'Monthly'] as const;
export type SendScheduleChoice = (typeof SEND_SCHEDULES)[number];

const FREQUENCY_OF: Record<SendScheduleChoice, TScheduleFrequency | null> = {
  Manual: null,
  Weekly: 'weekly',
  'Bi-weekly': 'biweekly',
  Monthly: 'monthly',
};

export const DEFAULT_RANGE: DebtAgeRangeKey = '0-45';

/** The POST /api/email-templates payload: named after the range, 91+ stored as 91-999, always active. */
export function newTemplatePayload(range: DebtAgeRangeKey, carrierId: number | null, subject: string, body: string) {
  const { min, max } = DEBT_AGE_RANGES.find((r) => r.key === range) ?? DEBT_AGE_RANGES[0];
  return {
    name: defaultTemplateName(min, max),
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

/**
 * The emailSchedule.create input that makes a just-saved template repeat: its own age range and
 * carrier, first run one period from now (the server's default). Null for Manual: no schedule.
 */
export function newSchedulePayload(
  choice: SendScheduleChoice,
  templateId: number,
  template: Pick<ReturnType<typeof newTemplatePayload>, 'carrierId' | 'debtAgeMin' | 'debtAgeMax'>,
) {
  const frequency = FREQUENCY_OF[choice];
  if (!frequency) return null;
  return {
    templateId,
    frequency,
    carrierId: template.carrierId,
    debtAgeMin: template.debtAgeMin,
    debtAgeMax: template.debtAgeMax,
  };
}

/** What a schedule choice will do, under the select. */
export function scheduleHint(choice: SendScheduleChoice): string {
  if (choice === 'Manual') return 'Sent only when you send it from Email Automation.';
  const period = { Weekly: 'week', 'Bi-weekly': 'two weeks', Monthly: 'month' }[choice];
  return `Saving also schedules it: every ${period}, to every agent of this range and carrier.`;
}

/**
 * The Existing Template choices. SPEC names every saved template after its age range ("0-45 days
 * template"), so several share a name: a name another template also has is followed by its
 * subject, and by its id when the subject is the same too, so the list never shows two
 * choices alike.
 */
export function templateOptions(templates: readonly { id: number; name: string; subject: string }[]) {
  const count = (key: (t: { name: string; subject: string }) => string, value: string) =>
    templates.filter((t) => key(t) === value).length;
  return templates.map((t) => {
    const bySubject = `${t.name}: ${t.subject}`;
    let label = t.name;
    if (count((o) => o.name, t.name) > 1) label = bySubject;
    if (count((o) => `${o.name}: ${o.subject}`, bySubject) > 1) label = `${bySubject} (#${t.id})`;
    return { value: String(t.id), label };
  });
}
