import { z } from 'zod';
import { sortKeyOf, ZSortOrder } from './enums';
import { ZId, ZListPageFields } from './common';
import { DEBT_AGE_MAX_DEFAULT } from './debtAge';
import { ZAgeDays, ZEmailSendOutcome } from './email';

/** What the notice candidates may be ordered by (issue 15: the tables sort on the server). */
export const EMAIL_CANDIDATE_SORT_KEYS = ['name', 'carrier', 'amount', 'age', 'lastNotice'] as const;
export type EmailCandidateSortKey = (typeof EMAIL_CANDIDATE_SORT_KEYS)[number];

/**
 * Who a notice would go to: open debt whose age (days, oldest open debt per carrier) is in
 * minAge-maxAge, optionally at one carrier, optionally only the agent records a search finds (as
 * the agent search reads it: name, agent ID, e-mail, NPN, upline, writing number), optionally only
 * agent records that got no notice in the last `noNoticeInDays` days (the dashboard's Pending
 * Actions: over 45 days and no notice in 30).
 */
const ZCandidateFilterFields = {
  minAge: ZAgeDays.default(0),
  maxAge: ZAgeDays.default(DEBT_AGE_MAX_DEFAULT),
  carrierId: ZId.optional(),
  search: z.string().max(500, 'is too long').optional(),
  noNoticeInDays: ZAgeDays.min(1, 'must be at least 1').optional(),
};
const ZCandidateOrderFields = {
  sort: sortKeyOf(EMAIL_CANDIDATE_SORT_KEYS),
  order: ZSortOrder,
};
const ageBoundsInOrder = <T extends { minAge: number; maxAge: number }>(q: T) => q.minAge <= q.maxAge;
const AGE_BOUNDS_MESSAGE = { message: 'minAge must not be above maxAge', path: ['minAge'] };

/** GET /api/email/candidates: the filters above, an order (oldest debt first without one), optionally a page. */
export const ZEmailCandidatesQuery = z
  .object({ ...ZCandidateFilterFields, ...ZCandidateOrderFields, ...ZListPageFields })
  .refine(ageBoundsInOrder, AGE_BOUNDS_MESSAGE);
export type TEmailCandidatesQuery = z.infer<typeof ZEmailCandidatesQuery>;

/** The candidates table's rows in view: the list's filters and order, a window of it. */
export const ZEmailCandidateWindowInput = z
  .object({
    ...ZCandidateFilterFields,
    ...ZCandidateOrderFields,
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .refine(ageBoundsInOrder, AGE_BOUNDS_MESSAGE);
export type TEmailCandidateWindowInput = z.input<typeof ZEmailCandidateWindowInput>;

/** One agent record's open debt at one carrier, with its age: who a notice of that range would go to. */
export const ZEmailCandidate = z.object({
  /** The agent record's id (what preview and send take). */
  agentId: z.number().int(),
  /** The carrier's agent ID ({agent_id} in a notice). */
  agentNumber: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  carrierId: z.number().int(),
  carrierName: z.string(),
  amount: z.number(),
  debtAge: z.number().int(),
  /** When a notice last went out to this agent (sent or written to the outbox). */
  lastNoticeAt: z.iso.datetime().nullable(),
});
export type TEmailCandidate = z.infer<typeof ZEmailCandidate>;

/** A window of candidates and how many the filters keep in all. */
export const ZEmailCandidateWindow = z.object({ total: z.number().int(), rows: z.array(ZEmailCandidate) });
export type TEmailCandidateWindow = z.infer<typeof ZEmailCandidateWindow>;

/** The most candidates a send to the listed agents may leave out (unticked after 'Select all'). */
export const EMAIL_LISTED_EXCEPT_MAX = 10_000;

/**
 * POST /api/email/send-listed: send a template to every candidate the filters list (one notice per
 * agent record and carrier, about the debt at that carrier), except the rows named in `except`.
 * The server reads the list itself, so it works at any size.
 */
export const ZEmailSendListedInput = z
  .object({
    templateId: ZId,
    ccUpline: z.boolean().default(false),
    ...ZCandidateFilterFields,
    except: z
      .array(z.object({ agentId: ZId, carrierId: ZId }))
      .max(EMAIL_LISTED_EXCEPT_MAX, `at most ${EMAIL_LISTED_EXCEPT_MAX} rows may be left out`)
      .default([]),
  })
  .refine(ageBoundsInOrder, AGE_BOUNDS_MESSAGE);
export type TEmailSendListedInput = z.infer<typeof ZEmailSendListedInput>;

/** One agent's outcome in a send to the listed agents, with who and which carrier it was for. */
export const ZEmailListedOutcome = ZEmailSendOutcome.extend({
  carrierId: z.number().int(),
  name: z.string(),
  carrierName: z.string(),
});
export type TEmailListedOutcome = z.infer<typeof ZEmailListedOutcome>;

/**
 * What a send to the listed agents did. Up to EMAIL_SYNC_SEND_LIMIT rows are sent at once and
 * every result is in `results`; more are queued as background jobs, one per carrier (`jobs`).
 */
export const ZEmailSendListedResult = z.object({
  /** The rows the filters listed, less those left out: the notices asked for. */
  listed: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  delivery: z.enum(['smtp', 'outbox']),
  results: z.array(ZEmailListedOutcome),
  jobs: z.array(z.object({ jobId: z.number().int(), carrierId: z.number().int(), queued: z.number().int() })),
  queued: z.number().int(),
});
export type TEmailSendListedResult = z.infer<typeof ZEmailSendListedResult>;
