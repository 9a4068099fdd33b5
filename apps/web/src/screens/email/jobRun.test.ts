import type { TEmailHistory, TEmailJob } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { jobCounts, jobOutcomes, jobsDone, runTotals } from './jobRun';
import { emptySendRun, type SendRun } from './noticeTargets';

const job = (id: number, over: Partial<TEmailJob> = {}): TEmailJob => ({
  id,
  status: 'done',
  templateId: 4,
  scheduleId: null,
  total: 25,
  sent: 25,
  failed: 0,
  skipped: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: '2026-11-26T10:00:05.000Z',
  ...over,
});

const notice = (id: number, over: Partial<TEmailHistory> = {}): TEmailHistory => ({
  id,
  agentId: id * 10,
  agentName: `Agent ${id}`,
  templateId: 4,
  to: `a${id}@example.org`,
  cc: null,
  subject: 's',
  body: 'b',
  status: 'outbox',
  error: null,
  sentAt: '2026-11-26T10:00:03.000Z',
  ...over,
});

const run = (over: Partial<SendRun> = {}): SendRun => ({ ...emptySendRun(), ...over });

describe('background jobs in the send summary', () => {
  it("counts a job's notices as outbox files when there is no SMTP server, as sent when there is", () => {
    expect(jobCounts(job(1, { sent: 20, failed: 2, skipped: 3 }), 'outbox')).toEqual({
      sent: 20,
      outbox: 20,
      failed: 2,
      skipped: 3,
    });
    expect(jobCounts(job(1, { sent: 20 }), 'smtp')).toMatchObject({ sent: 20, outbox: 0 });
  });

  it('adds every job to the immediate answers; a job not read yet counts nothing', () => {
    const totals = runTotals(
      run({ sent: 2, outbox: 2, skipped: 1 }),
      [job(1, { sent: 24, skipped: 1 }), undefined, job(3, { sent: 11, failed: 1 })],
      'outbox',
    );
    expect(totals).toEqual({ sent: 37, outbox: 37, failed: 1, skipped: 2 });
  });

  it('is finished only when every job is done', () => {
    expect(jobsDone([job(1), job(2)])).toBe(true);
    expect(jobsDone([job(1), job(2, { status: 'running' })])).toBe(false);
    expect(jobsDone([job(1), undefined])).toBe(false);
  });

  it("lists each agent's outcome from the history rows of the jobs' template while they ran, oldest first", () => {
    const jobs = [job(1), job(2, { createdAt: '2026-11-26T10:00:00.500Z', finishedAt: '2026-11-26T10:00:06.000Z' })];
    const history = [
      notice(9, { sentAt: '2026-11-26T10:00:07.000Z' }), // after the jobs: another send
      notice(8, { status: 'skipped', to: null, error: 'No e-mail address', agentName: null }),
      notice(7, { templateId: 5 }), // another template
      notice(6, { sentAt: '2026-11-26T10:00:06.000Z' }),
      notice(5, { sentAt: '2026-11-26T09:59:59.000Z' }), // before the jobs
    ];
    expect(jobOutcomes(history, jobs).map((r) => [r.name, r.status, r.error])).toEqual([
      ['Agent 6', 'outbox', null],
      ['Agent 80', 'skipped', 'No e-mail address'],
    ]);
  });
});
