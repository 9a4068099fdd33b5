import type { TEmailJob } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB, EmailJobRow } from '../db/types';
import { notFound } from '../errors';
import { openMailer, type MailConfig } from './delivery';
import { deliverNotices, recordAttempts, type NoticeAttempt } from './notices';
import { queuedSendProblem } from './template-checks';
import { isoAt, isoOf } from '../db/convert';

/** Messages one worker takes at a time: small, so several servers share a big send. */
export const EMAIL_JOB_BATCH = 25;
/** A claim older than this belongs to a worker that died; its items are taken again. */
const STALE_CLAIM = sql`interval '10 minutes'`;
/** An item whose sending crashed a worker this often is given up instead of retried forever. */
const MAX_ATTEMPTS = 3;

export type JobSpec = {
  templateId: number;
  agentIds: number[];
  carrierId: number | null;
  ccUpline: boolean;
  scheduleId?: number | null;
};

/** Queues a send: one job row and one item per agent, set-based. A job with no agents is done at once. */
export async function enqueueJob(db: Kysely<DB>, spec: JobSpec): Promise<number> {
  // A scheduled run queues its job inside the transaction that claimed it.
  if (db.isTransaction) return insertJob(db, spec);
  return db.transaction().execute((trx) => insertJob(trx, spec));
}

async function insertJob(trx: Kysely<DB>, spec: JobSpec): Promise<number> {
  const job = await trx
    .insertInto('email_jobs')
    .values({
      template_id: spec.templateId,
      schedule_id: spec.scheduleId ?? null,
      carrier_id: spec.carrierId,
      cc_upline: spec.ccUpline,
      total: spec.agentIds.length,
      status: spec.agentIds.length ? 'queued' : 'done',
      finished_at: spec.agentIds.length ? null : sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (spec.agentIds.length) {
    await sql`insert into email_job_items (job_id, agent_id)
      select ${job.id}, agent_id from unnest(${spec.agentIds}::int[]) as a(agent_id)`.execute(trx);
  }
  return job.id;
}

export function toEmailJob(row: EmailJobRow): TEmailJob {
  return {
    id: row.id,
    status: row.status as TEmailJob['status'],
    templateId: row.template_id,
    scheduleId: row.schedule_id,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    skipped: row.skipped,
    createdAt: isoAt(row.created_at),
    finishedAt: isoOf(row.finished_at),
  };
}

export async function getEmailJob(db: Kysely<DB>, id: number): Promise<TEmailJob> {
  const row = await db.selectFrom('email_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('E-mail job', id);
  return toEmailJob(row);
}

type ClaimedItem = { id: number; job_id: number; agent_id: number; attempts: number };
type ItemResult = { id: number; state: string; error: string | null };

/**
 * Claims up to `limit` waiting items of any job (FOR UPDATE SKIP LOCKED: two workers never take the
 * same item), sends them through the same delivery as an immediate send, then records history,
 * item states and job progress in one short transaction. Returns how many items it claimed.
 */
export async function processEmailJobBatch(db: Kysely<DB>, mail: MailConfig, limit = EMAIL_JOB_BATCH): Promise<number> {
  const { rows: claimed } = await sql<ClaimedItem>`
    update email_job_items i set state = 'claimed', claimed_at = now(), attempts = i.attempts + 1
    where i.id in (
      select id from email_job_items
      where state = 'pending' or (state = 'claimed' and claimed_at < now() - ${STALE_CLAIM})
      order by id limit ${limit}
      for update skip locked)
    returning i.id, i.job_id, i.agent_id, i.attempts`.execute(db);
  if (!claimed.length) return 0;

  const jobIds = [...new Set(claimed.map((item) => item.job_id))];
  await db
    .updateTable('email_jobs')
    .set({ status: 'running' })
    .where('id', 'in', jobIds)
    .where('status', '=', 'queued')
    .execute();
  const jobs = await db
    .selectFrom('email_jobs as j')
    .leftJoin('email_templates as t', 't.id', 'j.template_id')
    .select([
      'j.id',
      'j.carrier_id',
      'j.cc_upline',
      't.id as template_id',
      't.carrier_id as template_carrier_id',
      't.subject',
      't.body',
    ])
    .where('j.id', 'in', jobIds)
    .execute();

  const attempts: NoticeAttempt[] = [];
  const results: ItemResult[] = [];
  const mailer = openMailer(mail);
  try {
    for (const job of jobs) {
      const items = claimed.filter((item) => item.job_id === job.id);
      if (job.template_id === null || job.subject === null || job.body === null) {
        results.push(...items.map((i) => ({ id: i.id, state: 'failed', error: 'The template was deleted' })));
        continue;
      }
      const template = { id: job.template_id, subject: job.subject, body: job.body };
      // The template may have changed since the send was queued: it goes out only as it may now.
      const unsendable = queuedSendProblem({ ...template, carrierId: job.template_carrier_id }, job.carrier_id);
      if (unsendable) {
        results.push(...items.map((i) => ({ id: i.id, state: 'failed', error: unsendable })));
        continue;
      }
      const gaveUp = items.filter((i) => i.attempts > MAX_ATTEMPTS);
      results.push(...gaveUp.map((i) => ({ id: i.id, state: 'failed', error: 'Gave up after repeated attempts' })));
      const toSend = items.filter((i) => i.attempts <= MAX_ATTEMPTS);
      const done = await deliverNotices(db, mailer, {
        template,
        agentIds: toSend.map((i) => i.agent_id),
        carrierId: job.carrier_id,
        ccUpline: job.cc_upline,
      });
      attempts.push(...done);
      const byAgent = new Map(done.map((a) => [a.agentId, a]));
      for (const item of toSend) {
        const attempt = byAgent.get(item.agent_id);
        results.push(
          attempt
            ? { id: item.id, state: attempt.status, error: attempt.error }
            : { id: item.id, state: 'skipped', error: 'The agent no longer exists' },
        );
      }
    }
  } finally {
    mailer.close();
  }

  await db.transaction().execute(async (trx) => {
    await recordAttempts(trx, attempts);
    await sql`update email_job_items i set state = r.state, error = r.error
      from unnest(${results.map((r) => r.id)}::int[], ${results.map((r) => r.state)}::text[],
                  ${results.map((r) => r.error)}::text[]) as r(id, state, error)
      where i.id = r.id`.execute(trx);
    // Lock the jobs first: two workers finishing the last items of one job count in turn, so one sees it done.
    await sql`select id from email_jobs where id = any(${jobIds}::int[]) order by id for update`.execute(trx);
    await sql`update email_jobs j set sent = c.sent, failed = c.failed, skipped = c.skipped,
        status = case when c.open = 0 then 'done' else 'running' end,
        finished_at = case when c.open = 0 then now() else null end
      from (select job_id,
                   count(*) filter (where state in ('sent', 'outbox'))::int as sent,
                   count(*) filter (where state = 'failed')::int as failed,
                   count(*) filter (where state = 'skipped')::int as skipped,
                   count(*) filter (where state in ('pending', 'claimed'))::int as open
            from email_job_items where job_id = any(${jobIds}::int[]) group by job_id) c
      where j.id = c.job_id`.execute(trx);
  });
  return claimed.length;
}
