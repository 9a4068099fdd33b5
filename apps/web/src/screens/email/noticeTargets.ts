import {
  DEBT_AGE_RANGES,
  PENDING_ACTION_DEBT_AGE_DAYS,
  PENDING_ACTION_NOTICE_DAYS,
  type DebtAgeRangeKey,
  type TEmailCandidate,
  type TEmailSendOutcome,
  type TEmailSendListedResult,
  type TEmailSendResponse,
  type TEmailTemplate,
} from '@agentledger/schema';

export const DEFAULT_RANGE_KEY: DebtAgeRangeKey = '0-45';

export function rangeOf(key: string) {
  return DEBT_AGE_RANGES.find((r) => r.key === key) ?? DEBT_AGE_RANGES[0];
}

/**
 * The Email Automation screen's ranges: SPEC section 9's three, and what the Dashboard's Pending
 * Actions card counts: debt older than 45 days of agents with no notice in the last 30 (a range to
 * review: no starter template covers it, so its notices are sent from 46-90 days or 91+ days).
 */
export const OVER_45_RANGE_KEY = 'over-45';
export const NOTICE_RANGES: readonly {
  key: string;
  label: string;
  min: number;
  max: number;
  noNoticeInDays?: number;
}[] = [
  ...DEBT_AGE_RANGES,
  {
    key: OVER_45_RANGE_KEY,
    label: 'over 45 days',
    min: PENDING_ACTION_DEBT_AGE_DAYS + 1,
    max: DEBT_AGE_RANGES[2].max,
    noNoticeInDays: PENDING_ACTION_NOTICE_DAYS,
  },
];

/** The notice range of a key (as the `?range=` of a link names it), else the first. */
export function noticeRangeOf(key: string | null) {
  return NOTICE_RANGES.find((r) => r.key === key) ?? NOTICE_RANGES[0]!;
}

/**
 * The ranges of SPEC section 9 inside a review range (over 45 days: 46-90 days and 91+ days): the
 * ranges whose own notices its agents get.
 */
export function rangesWithin(range: { min: number; max: number }) {
  return isReviewRange(range) ? DEBT_AGE_RANGES.filter((r) => r.min >= range.min && r.max <= range.max) : [];
}

/** '0-45 days' for the three ranges of SPEC section 9, '{min}-{max} days' for any other. */
export function rangeLabel(min: number, max: number): string {
  return DEBT_AGE_RANGES.find((r) => r.min === min && r.max === max)?.label ?? `${min}-${max} days`;
}

/** A template as the Template select offers it: its name, its range unless the name says it, its carrier. */
export function templateLabel(template: TEmailTemplate, carrierName: string): string {
  const range = rangeLabel(template.debtAgeMin, template.debtAgeMax);
  const bounds = `${template.debtAgeMin}-${template.debtAgeMax}`;
  const named = template.name.includes(range.replace(' days', '')) || template.name.includes(bounds);
  return named ? `${template.name} (${carrierName})` : `${template.name} (${range}, ${carrierName})`;
}

/** Active templates made for an age range overlapping the chosen one, of any carrier. */
function templatesOfRange(templates: readonly TEmailTemplate[], range: { min: number; max: number }) {
  const fits = (t: TEmailTemplate) =>
    isReviewRange(range)
      ? t.debtAgeMin <= range.min && t.debtAgeMax >= range.max
      : t.debtAgeMin <= range.max && t.debtAgeMax >= range.min;
  return templates.filter((t) => t.active && fits(t));
}

/** Whether a range is the review range over 45 days rather than one of SPEC's three. */
export function isReviewRange(range: { min: number; max: number }): boolean {
  return !DEBT_AGE_RANGES.some((r) => r.min === range.min && r.max === range.max);
}

/**
 * The templates that fit a notice run: active, made for an age range overlapping the chosen one,
 * and for all carriers or (when a carrier is chosen) for that carrier, which come first: they say
 * more. With all carriers a one-carrier template is not offered, since the run would send it to
 * the agents of every other carrier too; for the same reason a template made for part of the
 * review range "over 45 days" is not offered there.
 */
export function templatesFor(
  templates: readonly TEmailTemplate[],
  range: { min: number; max: number },
  carrierId: number | null,
): TEmailTemplate[] {
  return templatesOfRange(templates, range)
    .filter((t) => t.carrierId === null || t.carrierId === carrierId)
    .sort((a, b) => Number(b.carrierId !== null) - Number(a.carrierId !== null) || a.id - b.id);
}

/** With all carriers: whether a template of this range is kept for one carrier (offered once it is chosen). */
export function hasOneCarrierTemplates(
  templates: readonly TEmailTemplate[],
  range: { min: number; max: number },
  carrierId: number | null,
): boolean {
  return carrierId === null && templatesOfRange(templates, range).some((t) => t.carrierId !== null);
}

/** A candidate is one agent record's open debt at one carrier: both ids make the row. */
export function candidateKey(candidate: Pick<TEmailCandidate, 'agentId' | 'carrierId'>): string {
  return `${candidate.agentId}:${candidate.carrierId}`;
}

/** One send per carrier, so each notice speaks of the debt its row shows. */
export function groupByCarrier(candidates: readonly TEmailCandidate[]): { carrierId: number; agentIds: number[] }[] {
  const groups = new Map<number, number[]>();
  for (const c of candidates) groups.set(c.carrierId, [...(groups.get(c.carrierId) ?? []), c.agentId]);
  return [...groups].map(([carrierId, agentIds]) => ({ carrierId, agentIds: [...new Set(agentIds)] }));
}

/** A result row with who it was for, as the summary lists it. */
export type SendOutcome = TEmailSendOutcome & { name: string; carrierName: string };

/** A background job of a large send: one per carrier. */
export type QueuedJob = { jobId: number; carrierId: number };

/** What one click of Send did: immediate results, and the jobs queued for large sends. */
export type SendRun = {
  /** Notices that went out, to an SMTP server or to the outbox folder (as the server counts them). */
  sent: number;
  failed: number;
  skipped: number;
  /** Of `sent`, the messages written to the outbox folder instead of an SMTP server. */
  outbox: number;
  results: SendOutcome[];
  jobs: QueuedJob[];
  queued: number;
  /** Where this send's messages go, when an immediate answer said so; a job's progress does not. */
  delivery: 'smtp' | 'outbox' | null;
};

/** A send before any answer: nothing sent, failed, skipped or queued. */
export const emptySendRun = (): SendRun => ({
  sent: 0,
  failed: 0,
  skipped: 0,
  outbox: 0,
  results: [],
  jobs: [],
  queued: 0,
  delivery: null,
});

export function summariseSends(
  answers: readonly { response: TEmailSendResponse; carrierId: number }[],
  candidates: readonly TEmailCandidate[],
): SendRun {
  const byKey = new Map(candidates.map((c) => [candidateKey(c), c]));
  const run = emptySendRun();
  for (const { response, carrierId } of answers) {
    if ('jobId' in response) {
      run.jobs.push({ jobId: response.jobId, carrierId });
      run.queued += response.queued;
      continue;
    }
    run.delivery = response.delivery;
    run.sent += response.sent;
    run.failed += response.failed;
    run.skipped += response.skipped;
    for (const result of response.results) {
      const candidate = byKey.get(candidateKey({ agentId: result.agentId, carrierId }));
      if (result.status === 'outbox') run.outbox += 1;
      run.results.push({
        ...result,
        name: candidate?.name ?? `Agent ${result.agentId}`,
        carrierName: candidate?.carrierName ?? `Carrier ${carrierId}`,
      });
    }
  }
  return run;
}

/** What a send to the listed agents did, as the summary shows it: the server names each row it sent to. */
export function listedRun(result: TEmailSendListedResult): SendRun {
  return {
    sent: result.sent,
    failed: result.failed,
    skipped: result.skipped,
    outbox: result.results.filter((r) => r.status === 'outbox').length,
    results: result.results,
    jobs: result.jobs.map(({ jobId, carrierId }) => ({ jobId, carrierId })),
    queued: result.queued,
    delivery: result.delivery,
  };
}

/**
 * The toast's count line, in the summary's own terms: "sent" only for what an SMTP server took,
 * the outbox named apart ("1 written to the outbox, 0 failed, 1 skipped").
 */
export function describeRun(run: Pick<SendRun, 'sent' | 'outbox' | 'failed' | 'skipped'>): string {
  const smtp = run.sent - run.outbox;
  const delivered = [
    ...(smtp > 0 || run.outbox === 0 ? [`${smtp} sent`] : []),
    ...(run.outbox > 0 ? [`${run.outbox} written to the outbox`] : []),
  ];
  return [...delivered, `${run.failed} failed`, `${run.skipped} skipped`].join(', ');
}
