import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabaseTargets } from '@agentledger/routers/test-db';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { insertAgent, insertCarriers, insertDebt, insertTemplate } from './email-fixtures';
import { TEST_API_KEY, testConfig } from './harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-worker-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabaseTargets())('the e-mail worker inside the server [$kind]', (target) => {
  it('starts with the server: a run missed while it was down goes out once; a big send is worked through; close stops it', async () => {
    const database = await target.create();
    const serverDataDir = path.join(dataDir, target.kind);
    try {
      const db = database.db;
      await insertCarriers(db);
      const ids: number[] = [];
      for (let i = 0; i < 27; i += 1)
        ids.push(await insertAgent(db, { name: `Agent ${i}`, email: `a${i}@example.com` }));
      await Promise.all(ids.map((agentId) => insertDebt(db, { agentId, amount: '10.00', ageDays: 100 })));
      const templateId = await insertTemplate(db, {
        subject: 'Final notice',
        body: '{debt_amount}',
        min: 91,
        max: 999,
      });
      // Due three weeks ago: the server was down for three runs.
      await db
        .insertInto('email_schedules')
        .values({
          template_id: templateId,
          frequency: 'weekly',
          debt_age_min: 91,
          debt_age_max: 999,
          next_run_at: new Date(Date.now() - 21 * 86_400_000 - 60_000),
        })
        .execute();

      const app = await buildApp({ config: testConfig({ dataDir: serverDataDir }), database, background: true });
      const headers = { authorization: `Bearer ${TEST_API_KEY}` };
      await app.ready();
      await vi.waitFor(
        async () => {
          const history = await db.selectFrom('email_history').select('id').execute();
          expect(history).toHaveLength(27);
        },
        { timeout: 20_000, interval: 100 },
      );

      const send = await app.inject({
        method: 'POST',
        url: '/api/email/send',
        headers,
        payload: { templateId, agentIds: ids },
      });
      expect(send.statusCode, send.body).toBe(200);
      const { jobId } = send.json() as { jobId: number };
      await vi.waitFor(
        async () => {
          const job = await app.inject({ method: 'GET', url: `/api/email/jobs/${jobId}`, headers });
          expect(job.json()).toMatchObject({ status: 'done', sent: 27 });
        },
        { timeout: 20_000, interval: 100 },
      );
      await app.close();

      // One scheduled run (not three) and one queued send: 54 notices, each written once.
      const jobs = await db.selectFrom('email_jobs').select(['schedule_id', 'total']).orderBy('id').execute();
      expect(jobs).toEqual([
        { schedule_id: expect.any(Number), total: 27 },
        { schedule_id: null, total: 27 },
      ]);
      expect(readdirSync(path.join(serverDataDir, 'outbox'))).toHaveLength(54);
    } finally {
      await database.close();
    }
  });
});
