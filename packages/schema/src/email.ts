import { z } from 'zod';
import { caseInsensitiveEnum } from './enums';
import { ZId, ZSince } from './common';

/** A send to more agents than this becomes a background job (`{ jobId, queued }`) instead of an answer with results. */
export const EMAIL_SYNC_SEND_LIMIT = 25;
/** The most agents one send may name (a job for the whole agency fits). */
export const EMAIL_SEND_MAX_AGENTS = 50_000;

/** A debt age in days, as a filter bound. */
export const ZAgeDays = z
  .number({ message: 'must be a number of days' })
  .int('must be a whole number of days')
  .min(0, 'must not be negative')
  .max(36500, 'is too large');

export const ZEmailPreviewInput = z.object({
  templateId: ZId,
  agentId: ZId,
  /** Whose debt the notice is about; unset → the template's carrier, else all the agent's open debt. */
  carrierId: ZId.nullish(),
});
export type TEmailPreviewInput = z.infer<typeof ZEmailPreviewInput>;

export const ZEmailPreview = z.object({
  subject: z.string(),
  body: z.string(),
  /** `{names}` that are not template variables: left visible in the text and flagged here. */
  unknownVariables: z.array(z.string()),
  to: z.string().nullable(),
  /**
   * Why a send would skip this agent, in the words the send's result gives ('No e-mail address',
   * 'Not a valid e-mail address: …', 'No outstanding debt'); null when the notice would go out.
   */
  skipReason: z.string().nullable(),
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

export const ZEmailSendInput = z.object({
  templateId: ZId,
  agentIds: z
    .array(ZId)
    .min(1, 'name at least one agent')
    .max(EMAIL_SEND_MAX_AGENTS, `at most ${EMAIL_SEND_MAX_AGENTS} agents per send`),
  /** Copy each agent's upline (the agent whose NPN is the agent's uplineNPN) on the notice. */
  ccUpline: z.boolean().default(false),
  carrierId: ZId.nullish(),
});
export type TEmailSendInput = z.infer<typeof ZEmailSendInput>;

/** sent: delivered over SMTP; outbox: written as an .eml file (no SMTP_URL); skipped: no usable address or no debt. */
export const EMAIL_SEND_STATUSES = ['sent', 'outbox', 'failed', 'skipped'] as const;
export type TEmailSendStatus = (typeof EMAIL_SEND_STATUSES)[number];

export const ZEmailSendOutcome = z.object({
  agentId: z.number().int(),
  status: z.enum(EMAIL_SEND_STATUSES),
  to: z.string().nullable(),
  cc: z.string().nullable(),
  /** Why it failed or was skipped; null when it went out. */
  error: z.string().nullable(),
});
export type TEmailSendOutcome = z.infer<typeof ZEmailSendOutcome>;

/** A send of up to EMAIL_SYNC_SEND_LIMIT agents: done when it answers. `sent` counts outbox files too. */
export const ZEmailSendResult = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** 'smtp' or 'outbox': where the messages went. */
  delivery: z.enum(['smtp', 'outbox']),
  results: z.array(ZEmailSendOutcome),
});
export type TEmailSendResult = z.infer<typeof ZEmailSendResult>;

/** A larger send: queued as a job, processed in the background; poll GET /api/email/jobs/{jobId}. */
export const ZEmailSendQueued = z.object({
  jobId: z.number().int(),
  queued: z.number().int(),
});
export type TEmailSendQueued = z.infer<typeof ZEmailSendQueued>;

export const ZEmailSendResponse = z.union([ZEmailSendResult, ZEmailSendQueued]);
export type TEmailSendResponse = z.infer<typeof ZEmailSendResponse>;

export const EMAIL_JOB_STATUSES = ['queued', 'running', 'done'] as const;

export const ZEmailJob = z.object({
  id: z.number().int(),
  status: z.enum(EMAIL_JOB_STATUSES),
  templateId: z.number().int().nullable(),
  scheduleId: z.number().int().nullable(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TEmailJob = z.infer<typeof ZEmailJob>;

export const ZEmailDelivery = z.object({
  mode: z.enum(['smtp', 'outbox']),
  /** Where .eml files are written in the outbox mode; null with SMTP. */
  outboxDir: z.string().nullable(),
  from: z.string(),
});
export type TEmailDelivery = z.infer<typeof ZEmailDelivery>;

export const ZEmailTestInput = z.object({
  to: z.string().trim().max(320, 'is too long').meta({ format: 'email' }).pipe(z.email('must be an e-mail address')),
});
export const ZEmailTestResult = z.object({
  status: z.enum(['sent', 'outbox', 'failed']),
  to: z.string(),
  error: z.string().nullable(),
});
export type TEmailTestResult = z.infer<typeof ZEmailTestResult>;

/** The Templates dialog's Send Schedule choices other than Manual (Manual = no schedule). */
export const SCHEDULE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type TScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_FREQUENCY_LABELS: Record<TScheduleFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  monthly: 'Monthly',
};
/** 'Bi-weekly' as the dialog labels it is accepted too. */
const ZFrequency = z.preprocess(
  (value: string) => (typeof value === 'string' ? value.replace(/[\s_-]/g, '') : value),
  caseInsensitiveEnum(SCHEDULE_FREQUENCIES),
);

export const ZEmailSchedule = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  carrierId: z.number().int().nullable(),
  debtAgeMin: z.number().int(),
  debtAgeMax: z.number().int(),
  ccUpline: z.boolean(),
  enabled: z.boolean(),
  nextRunAt: z.iso.datetime(),
  lastRunAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TEmailSchedule = z.infer<typeof ZEmailSchedule>;

/**
 * When a schedule runs next: an ISO 8601 date and time ("2026-12-01T09:00:00Z"; without an offset,
 * UTC) or a date (midnight UTC), a real calendar moment (30 February is refused, not rolled over).
 * That it is not in the past is checked when it is saved.
 */
const ZRunAt = ZSince;

/** Range and carrier default to the template's; the first run defaults to one period from now. */
export const ZEmailScheduleInput = z.object({
  templateId: ZId,
  frequency: ZFrequency,
  carrierId: ZId.nullish(),
  debtAgeMin: ZAgeDays.optional(),
  debtAgeMax: ZAgeDays.optional(),
  ccUpline: z.boolean().default(false),
  enabled: z.boolean().default(true),
  nextRunAt: ZRunAt.optional(),
});
export type TEmailScheduleInput = z.infer<typeof ZEmailScheduleInput>;

/** An update names only what changes. */
export const ZEmailScheduleUpdate = z.object({
  templateId: ZId.optional(),
  frequency: ZFrequency.optional(),
  carrierId: ZId.nullish(),
  debtAgeMin: ZAgeDays.optional(),
  debtAgeMax: ZAgeDays.optional(),
  ccUpline: z.boolean().optional(),
  enabled: z.boolean().optional(),
  nextRunAt: ZRunAt.optional(),
});
export type TEmailScheduleUpdate = z.infer<typeof ZEmailScheduleUpdate>;
