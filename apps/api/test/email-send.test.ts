import { processEmailJobBatch } from '@agentledger/routers';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../../packages/routers/src/email/test-smtp';
import { insertAgent, insertCarriers, insertDebt, insertTemplate } from './email-fixtures';
import { describeApi } from './harness';

// A real SMTP server on a loopback port: the app delivers to it over SMTP_URL.
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

const SUBJECT = 'Notice for {agent_name} ({agent_id})';
const BODY = 'Dear {agent_name}, you owe {debt_amount} to {carrier}, {debt_age} days old. {sender_name}';

type Outcome = { agentId: number; status: string; to: string | null; cc: string | null; error: string | null };

describeApi(
  'e-mail notices over SMTP',
  ({ app, database, reset }) => {
    let ann: number;
    let bob: number;
    let cid: number;
    let templateId: number;

    beforeEach(async () => {
      await reset();
      smtp.messages.length = 0;
      smtp.refuse.clear();
      const db = database().db;
      await insertCarriers(db);
      await insertAgent(db, { name: 'Uma Upline', npn: '900', email: 'uma@example.com' });
      ann = await insertAgent(db, {
        name: 'Ann Able',
        agent_id: 'AA-1',
        npn: '100',
        upline_id: '900',
        email: 'ann@example.com',
      });
      bob = await insertAgent(db, { name: 'Bob Bare', agent_id: 'BB-2', upline_id: '900', email: null });
      cid = await insertAgent(db, { name: 'Cid Refused', agent_id: 'CR-3', email: 'cid@example.com' });
      await insertDebt(db, { agentId: ann, amount: '1000.50', ageDays: 50 });
      await insertDebt(db, { agentId: ann, amount: '234.00', ageDays: 20 });
      await insertDebt(db, { agentId: bob, amount: '100.00', ageDays: 60 });
      await insertDebt(db, { agentId: cid, amount: '75.25', ageDays: 70 });
      templateId = await insertTemplate(db, { subject: SUBJECT, body: BODY, min: 46, max: 90 });
      const settings = await app().inject({
        method: 'PUT',
        url: '/api/settings',
        payload: { administratorName: 'Pat Admin' },
      });
      expect(settings.statusCode).toBe(200);
    });

    it('POST /api/email/preview fills every variable and flags the unknown one, left visible', async () => {
      // A send of this template is refused (email-preview-send.test.ts): the preview is where it shows.
      const withUnknown = await insertTemplate(database().db, { subject: SUBJECT, body: `${BODY} {account_ref}` });
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/preview',
        payload: { templateId: withUnknown, agentId: ann },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        subject: 'Notice for Ann Able (AA-1)',
        body: 'Dear Ann Able, you owe $1,234.50 to Carrier One, 50 days old. Pat Admin {account_ref}',
        unknownVariables: ['account_ref'],
        to: 'ann@example.com',
        skipReason: null,
      });
    });

    it('preview: unknown template or agent is 404, a missing field 400', async () => {
      const noTemplate = await app().inject({
        method: 'POST',
        url: '/api/email/preview',
        payload: { templateId: 999, agentId: ann },
      });
      expect(noTemplate.statusCode).toBe(404);
      expect(noTemplate.json().message).toMatch(/template 999 not found/i);
      const noAgent = await app().inject({
        method: 'POST',
        url: '/api/email/preview',
        payload: { templateId, agentId: 999 },
      });
      expect(noAgent.statusCode).toBe(404);
      const missing = await app().inject({ method: 'POST', url: '/api/email/preview', payload: { templateId } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/agentId/);
    });

    it('sends over SMTP: the upline is copied, a refusal is failed with the reason, no address is skipped', async () => {
      smtp.refuse.add('cid@example.com');
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [ann, bob, cid], ccUpline: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as {
        sent: number;
        failed: number;
        skipped: number;
        delivery: string;
        results: Outcome[];
      };
      expect(result).toMatchObject({ sent: 1, failed: 1, skipped: 1, delivery: 'smtp' });
      const byAgent = new Map(result.results.map((r) => [r.agentId, r]));
      expect(byAgent.get(ann)).toEqual({
        agentId: ann,
        status: 'sent',
        to: 'ann@example.com',
        cc: 'uma@example.com',
        error: null,
      });
      // Bob's upline has an address, but a notice without a recipient is not sent to the upline alone.
      expect(byAgent.get(bob)).toMatchObject({ status: 'skipped', to: null, error: 'No e-mail address' });
      expect(byAgent.get(cid)).toMatchObject({ status: 'failed', to: 'cid@example.com', cc: null });
      expect(byAgent.get(cid)?.error).toMatch(/550|Mailbox unavailable/);

      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message!.recipients.sort()).toEqual(['ann@example.com', 'uma@example.com']);
      expect(message!.headers.to).toBe('ann@example.com');
      expect(message!.headers.cc).toBe('uma@example.com');
      expect(message!.headers.from).toMatch(/^"?Pat Admin"? </);
      expect(message!.subject).toBe('Notice for Ann Able (AA-1)');
      expect(message!.text).toBe('Dear Ann Able, you owe $1,234.50 to Carrier One, 50 days old. Pat Admin');

      const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json() as Record<
        string,
        unknown
      >[];
      expect(history).toHaveLength(3);
      const rowOf = (agentId: number) => history.find((h) => h.agentId === agentId);
      expect(rowOf(ann)).toMatchObject({
        templateId,
        to: 'ann@example.com',
        cc: 'uma@example.com',
        subject: 'Notice for Ann Able (AA-1)',
        body: message!.text,
        status: 'sent',
        error: null,
        sentAt: expect.any(String),
      });
      expect(rowOf(bob)).toMatchObject({ templateId, to: null, status: 'skipped', error: 'No e-mail address' });
      expect(rowOf(bob)?.subject).toBe('Notice for Bob Bare (BB-2)');
      expect(rowOf(cid)).toMatchObject({ templateId, to: 'cid@example.com', status: 'failed' });
      expect(rowOf(cid)?.error).toMatch(/550|Mailbox unavailable/);
    });

    it('without ccUpline only the agent receives the notice', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [ann] },
      });
      expect(response.json().results).toEqual([
        { agentId: ann, status: 'sent', to: 'ann@example.com', cc: null, error: null },
      ]);
      expect(smtp.messages.map((m) => m.recipients)).toEqual([['ann@example.com']]);
      expect(smtp.messages[0]!.headers.cc).toBeUndefined();
    });

    it('an agent without open debt is skipped, and an unknown agent id is 404 before anything is sent', async () => {
      const paid = await insertAgent(database().db, { name: 'Pam Paid', email: 'pam@example.com' });
      await insertDebt(database().db, { agentId: paid, amount: '50.00', ageDays: 80, status: 'paid' });
      const skipped = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [paid] },
      });
      expect(skipped.json()).toMatchObject({
        sent: 0,
        skipped: 1,
        results: [{ status: 'skipped', error: 'No outstanding debt' }],
      });
      const unknown = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [ann, 4242] },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toMatch(/4242/);
      expect(smtp.messages).toHaveLength(0);
      const empty = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [] },
      });
      expect(empty.statusCode).toBe(400);
    });

    it('GET /api/email/candidates lists who owes in the range, at a carrier, with the last notice', async () => {
      const other = await insertAgent(database().db, { name: 'Oz Other', carrier_id: 2, email: 'oz@example.com' });
      await insertDebt(database().db, { agentId: other, carrierId: 2, amount: '10.00', ageDays: 95 });
      const mid = await app().inject({ method: 'GET', url: '/api/email/candidates?minAge=46&maxAge=90' });
      expect(mid.statusCode, mid.body).toBe(200);
      expect(mid.json()).toEqual([
        {
          agentId: cid,
          agentNumber: 'CR-3',
          name: 'Cid Refused',
          email: 'cid@example.com',
          status: 'active',
          carrierId: 1,
          carrierName: 'Carrier One',
          amount: 75.25,
          debtAge: 70,
          lastNoticeAt: null,
        },
        {
          agentId: bob,
          agentNumber: 'BB-2',
          name: 'Bob Bare',
          email: null,
          status: 'active',
          carrierId: 1,
          carrierName: 'Carrier One',
          amount: 100,
          debtAge: 60,
          lastNoticeAt: null,
        },
        {
          agentId: ann,
          agentNumber: 'AA-1',
          name: 'Ann Able',
          email: 'ann@example.com',
          status: 'active',
          carrierId: 1,
          carrierName: 'Carrier One',
          amount: 1234.5,
          debtAge: 50,
          lastNoticeAt: null,
        },
      ]);
      const old = (await app().inject({ method: 'GET', url: '/api/email/candidates?minAge=91&maxAge=999' })).json();
      expect(old.map((c: { agentId: number }) => c.agentId)).toEqual([other]);
      const atTwo = (
        await app().inject({ method: 'GET', url: '/api/email/candidates?minAge=0&maxAge=999&carrierId=2' })
      ).json();
      expect(atTwo.map((c: { agentId: number }) => c.agentId)).toEqual([other]);

      await app().inject({ method: 'POST', url: '/api/email/send', payload: { templateId, agentIds: [ann] } });
      const after = (await app().inject({ method: 'GET', url: '/api/email/candidates?minAge=46&maxAge=90' })).json();
      expect(after.find((c: { agentId: number }) => c.agentId === ann).lastNoticeAt).toEqual(expect.any(String));
      expect(after.find((c: { agentId: number }) => c.agentId === bob).lastNoticeAt).toBeNull();

      const reversed = await app().inject({ method: 'GET', url: '/api/email/candidates?minAge=90&maxAge=46' });
      expect(reversed.statusCode).toBe(400);
    });

    it('a large send is queued as a job; two workers share it and every agent gets exactly one notice', async () => {
      const db = database().db;
      const ids: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        ids.push(await insertAgent(db, { name: `Bulk Agent ${i}`, email: `bulk${i}@example.com` }));
      }
      await Promise.all(ids.map((agentId) => insertDebt(db, { agentId, amount: '12.00', ageDays: 47 })));
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: ids },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { jobId, queued } = response.json() as { jobId: number; queued: number };
      expect(queued).toBe(30);
      const queuedJob = (await app().inject({ method: 'GET', url: `/api/email/jobs/${jobId}` })).json();
      expect(queuedJob).toMatchObject({ id: jobId, status: 'queued', total: 30, sent: 0, failed: 0, skipped: 0 });
      expect(smtp.messages).toHaveLength(0);

      const mail = { smtpUrl: smtp.url, outboxDir: '/nonexistent' };
      const work = async () => {
        let total = 0;
        for (let n = await processEmailJobBatch(db, mail, 7); n > 0; n = await processEmailJobBatch(db, mail, 7))
          total += n;
        return total;
      };
      const [first, second] = await Promise.all([work(), work()]);
      expect(first + second).toBe(30);

      const done = (await app().inject({ method: 'GET', url: `/api/email/jobs/${jobId}` })).json();
      expect(done).toMatchObject({
        status: 'done',
        total: 30,
        sent: 30,
        failed: 0,
        skipped: 0,
        finishedAt: expect.any(String),
      });
      expect(smtp.messages).toHaveLength(30);
      expect(new Set(smtp.messages.flatMap((m) => m.recipients)).size).toBe(30);
      const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json();
      expect(history).toHaveLength(30);
      expect((await app().inject({ method: 'GET', url: '/api/email/jobs/9999' })).statusCode).toBe(404);
    });
  },
  { smtpUrl: smtp.url },
);
