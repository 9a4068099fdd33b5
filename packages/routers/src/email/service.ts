import {
  DEBT_AGE_MAX_DEFAULT,
  EMAIL_SYNC_SEND_LIMIT,
  type TEmailCandidate,
  type TEmailCandidatesQuery,
  type TEmailCandidateWindow,
  type TEmailCandidateWindowInput,
  type TEmailDelivery,
  type TEmailPreview,
  type TEmailPreviewInput,
  type TEmailSendInput,
  type TEmailSendResponse,
  type TEmailTestResult,
} from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import type { Context } from '../trpc';
import { deliveryMode, fromAddress, mailConfigOf, openMailer } from './delivery';
import { enqueueJob } from './jobs';
import { deliverNotices, fillNotice, recordAttempts, senderName, skipReason, type NoticeTemplate } from './notices';
import { assertNoUnknownPlaceholders } from './template-checks';
import { countCandidates, selectCandidates, type CandidateFilter, type CandidateRow } from './candidates';
import { findMissingAgentIds, selectRecipients } from './queries';
import { isoOf } from '../db/convert';

/** One candidate row as the API gives it. */
function toCandidate(row: CandidateRow): TEmailCandidate {
  return {
    agentId: row.agent_id,
    agentNumber: row.agent_number,
    name: row.name,
    email: row.email,
    status: row.status,
    carrierId: row.carrier_id,
    carrierName: row.carrier_name,
    amount: Number(row.amount),
    debtAge: Number(row.age),
    lastNoticeAt: isoOf(row.last_notice_at),
  };
}

const candidateFilterOf = (query: TEmailCandidateWindowInput | TEmailCandidatesQuery): CandidateFilter => ({
  minAge: query.minAge ?? 0,
  maxAge: query.maxAge ?? DEBT_AGE_MAX_DEFAULT,
  carrierId: query.carrierId ?? null,
  search: query.search,
  noNoticeInDays: query.noNoticeInDays,
});

/** GET /api/email/candidates: the candidates the filters keep, in the asked order, one page when asked; `setTotal` gets how many. */
export async function listCandidates(
  db: Kysely<DB>,
  query: TEmailCandidatesQuery,
  setTotal?: (total: number) => void,
): Promise<TEmailCandidate[]> {
  await assertCarrier(db, query.carrierId);
  const filter = candidateFilterOf(query);
  const [rows, total] = await Promise.all([
    selectCandidates(db, filter, query),
    setTotal ? countCandidates(db, filter) : Promise.resolve(0),
  ]);
  setTotal?.(total);
  return rows.map(toCandidate);
}

/** The candidates table's rows in view (issue 15), with how many the filters keep. */
export async function candidateWindow(
  db: Kysely<DB>,
  input: TEmailCandidateWindowInput,
): Promise<TEmailCandidateWindow> {
  await assertCarrier(db, input.carrierId);
  const filter = candidateFilterOf(input);
  const [rows, total] = await Promise.all([selectCandidates(db, filter, input), countCandidates(db, filter)]);
  return { total, rows: rows.map(toCandidate) };
}

export async function findTemplate(db: Kysely<DB>, id: number): Promise<NoticeTemplate & { carrierId: number | null }> {
  const row = await db
    .selectFrom('email_templates')
    .select(['id', 'subject', 'body', 'carrier_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Email template', id);
  return { id: row.id, subject: row.subject, body: row.body, carrierId: row.carrier_id };
}

export async function assertCarrier(db: Kysely<DB>, carrierId: number | null | undefined) {
  if (carrierId == null) return;
  const row = await db.selectFrom('carriers').select('id').where('id', '=', carrierId).executeTakeFirst();
  if (!row) throw notFound('Carrier', carrierId);
}

/**
 * The carrier whose debts a notice speaks of: the one asked for, else the template's own. A template
 * made for one carrier names that carrier's debt, so it never goes about another carrier's (400).
 */
export function noticeCarrier(
  template: { id: number; carrierId: number | null },
  carrierId: number | null | undefined,
) {
  if (template.carrierId !== null && carrierId != null && carrierId !== template.carrierId) {
    throw badRequest(
      `Template ${template.id} is for carrier ${template.carrierId}, not carrier ${carrierId}: ` +
        'choose a template for that carrier or for all carriers; nothing was sent',
    );
  }
  return carrierId ?? template.carrierId;
}

/**
 * The notice one agent would get, filled by the same function the sender uses, and why the send
 * would skip the agent (no usable address, no open debt at the carrier), in the send's own words.
 */
export async function previewNotice(db: Kysely<DB>, input: TEmailPreviewInput): Promise<TEmailPreview> {
  const template = await findTemplate(db, input.templateId);
  await assertCarrier(db, input.carrierId);
  const [recipient] = await selectRecipients(db, [input.agentId], noticeCarrier(template, input.carrierId));
  if (!recipient) throw notFound('Agent', input.agentId);
  const filled = fillNotice(template, recipient, await senderName(db));
  return { ...filled, to: recipient.email, skipReason: skipReason(recipient) };
}

/**
 * Sends a template to agents: up to EMAIL_SYNC_SEND_LIMIT at once (answering with every result),
 * more as a background job (answering `{ jobId, queued }`). Unknown agents are a 404, and a template
 * with a `{name}` that is no variable a 400, before anything is sent.
 */
export async function sendNotices(ctx: Context, input: TEmailSendInput): Promise<TEmailSendResponse> {
  const template = await findTemplate(ctx.db, input.templateId);
  assertNoUnknownPlaceholders(template, 'nothing was sent');
  await assertCarrier(ctx.db, input.carrierId);
  const carrierId = noticeCarrier(template, input.carrierId);
  const agentIds = [...new Set(input.agentIds)];
  const missing = await findMissingAgentIds(ctx.db, agentIds);
  if (missing.length) {
    const shown = missing.slice(0, 10).join(', ');
    throw notFound(missing.length === 1 ? 'Agent' : 'Agents', missing.length > 10 ? `${shown}, …` : shown);
  }

  if (agentIds.length > EMAIL_SYNC_SEND_LIMIT) {
    const jobId = await enqueueJob(ctx.db, { templateId: template.id, agentIds, carrierId, ccUpline: input.ccUpline });
    ctx.wakeEmailWorker?.();
    return { jobId, queued: agentIds.length };
  }

  const mailer = openMailer(mailConfigOf(ctx.mail));
  try {
    const attempts = await deliverNotices(ctx.db, mailer, { template, agentIds, carrierId, ccUpline: input.ccUpline });
    await recordAttempts(ctx.db, attempts);
    const count = (...statuses: string[]) => attempts.filter((a) => statuses.includes(a.status)).length;
    return {
      sent: count('sent', 'outbox'),
      failed: count('failed'),
      skipped: count('skipped'),
      delivery: mailer.mode,
      results: attempts.map((a) => ({ agentId: a.agentId, status: a.status, to: a.to, cc: a.cc, error: a.error })),
    };
  } finally {
    mailer.close();
  }
}

export function describeDelivery(ctx: Context): TEmailDelivery {
  const config = mailConfigOf(ctx.mail);
  const mode = deliveryMode(config);
  return { mode, outboxDir: mode === 'outbox' ? config.outboxDir : null, from: fromAddress(config) };
}

/** Settings' 'Send test e-mail': one message through the configured channel, recorded in the history. */
export async function sendTestEmail(ctx: Context, to: string): Promise<TEmailTestResult> {
  const sender = await senderName(ctx.db);
  const subject = 'AgentLedger test e-mail';
  const body = `This is a test e-mail from AgentLedger.\n\nIf you can read it, debt notices can reach you.\n\n${sender}`;
  const mailer = openMailer(mailConfigOf(ctx.mail));
  try {
    const outcome = await mailer.send({ to, cc: null, subject, text: body, senderName: sender, label: 'test' });
    await ctx.db
      .insertInto('email_history')
      .values({ to_address: to, subject, body, status: outcome.status, error: outcome.error })
      .execute();
    return { status: outcome.status, to, error: outcome.error };
  } finally {
    mailer.close();
  }
}
