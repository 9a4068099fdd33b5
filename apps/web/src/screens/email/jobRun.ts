import type { TEmailHistory, TEmailJob, TEmailSendStatus } from '@agentledger/schema';
import type { SendOutcome, SendRun } from './noticeTargets';

/** A send's counts as the summary boxes and the toast show them. */
export type RunCounts = Pick<SendRun, 'sent' | 'outbox' | 'failed' | 'skipped'>;
export type Delivery = SendRun['delivery'];

/**
 * A job's progress in the summary's terms. The job counts an outbox file as sent (its `sent` is
 * every notice that went out); the delivery mode says where they went: with no SMTP server every
 * one of them is an outbox file, with one none is.
 */
export function jobCounts(job: Pick<TEmailJob, 'sent' | 'failed' | 'skipped'>, delivery: Delivery): RunCounts {
  return {
    sent: job.sent,
    outbox: delivery === 'outbox' ? job.sent : 0,
    failed: job.failed,
    skipped: job.skipped,
  };
}

/** The immediate answers plus every job's progress so far (a job not read yet counts nothing). */
export function runTotals(run: SendRun, jobs: readonly (TEmailJob | undefined)[], delivery: Delivery): RunCounts {
  const totals: RunCounts = { sent: run.sent, outbox: run.outbox, failed: run.failed, skipped: run.skipped };
  for (const job of jobs) {
    if (!job) continue;
    const counts = jobCounts(job, delivery);
    totals.sent += counts.sent;
    totals.outbox += counts.outbox;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  return totals;
}

/** Whether every job of a run has finished (false while one is unread). */
export function jobsDone(jobs: readonly (TEmailJob | undefined)[]): jobs is TEmailJob[] {
  return jobs.every((job) => job?.status === 'done');
}

/** From when to read the e-mail history for the jobs' notices: the first job's creation. */
export function jobsSince(jobs: readonly TEmailJob[]): string | null {
  const times = jobs.map((job) => job.createdAt).sort();
  return times[0] ?? null;
}

/**
 * Each agent's outcome of finished jobs, read from the e-mail history (every attempt of a job is
 * a row there, written as the job works): the rows of the jobs' templates between the first job's
 * start and the last one's end, oldest first.
 */
export function jobOutcomes(history: readonly TEmailHistory[], jobs: readonly TEmailJob[]): SendOutcome[] {
  const since = jobsSince(jobs);
  const until = jobs
    .map((job) => job.finishedAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  if (!since || !until) return [];
  const from = Date.parse(since);
  const to = Date.parse(until);
  const templates = new Set(jobs.map((job) => job.templateId));
  return history
    .filter((row) => {
      const at = Date.parse(row.sentAt);
      return templates.has(row.templateId) && at >= from && at <= to;
    })
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      agentId: row.agentId ?? 0,
      status: row.status as TEmailSendStatus,
      to: row.to,
      cc: row.cc,
      error: row.error,
      name: row.agentName ?? (row.agentId === null ? 'Unknown agent' : `Agent ${row.agentId}`),
      carrierName: '',
    }));
}
