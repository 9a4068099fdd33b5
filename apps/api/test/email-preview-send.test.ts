import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processEmailJobBatch, runDueSchedules } from '@agentledger/routers';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { insertAgent, insertCarriers, insertDebt, insertTemplate, makeScheduleDue } from './email-fixtures';
import { describeApi } from './harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-preview-send-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const mail = { outboxDir: path.join(dataDir, 'outbox') };

/**
 * What the preview says is what a send does: an agent the send would skip is previewed with the
 * same reason, and a template with a `{name}` that is not a variable is never sent (the preview
 * flags it, the send refuses it), so no notice goes out with a raw placeholder.
 */
describeApi(
  'e-mail preview and send agree',
  ({ app, database, reset }) => {
    let ann: number;
    let templateId: number;
    let oddId: number;

    beforeEach(async () => {
      await reset();
      const db = database().db;
      await insertCarriers(db);
      ann = await insertAgent(db, { name: 'Ann Able', agent_id: 'AA-1', email: 'ann@example.com' });
      await insertDebt(db, { agentId: ann, amount: '300.00', ageDays: 50 });
      templateId = await insertTemplate(db, { subject: 'Notice {debt_amount}', body: '{agent_id} owes {carrier}' });
      oddId = await insertTemplate(db, {
        subject: 'Policy {policy_number}',
        body: 'Quote {unknown_var} {debt_amount}',
      });
    });

    const preview = (payload: object) => app().inject({ method: 'POST', url: '/api/email/preview', payload });
    const send = (payload: object) => app().inject({ method: 'POST', url: '/api/email/send', payload });
    const history = async () => (await app().inject('/api/email-history')).json() as unknown[];

    it('a preview for an agent without debt at the carrier says the notice would be skipped, and why, as the send does', async () => {
      const none = await preview({ templateId, agentId: ann, carrierId: 2 });
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json()).toMatchObject({ skipReason: 'No outstanding debt', to: 'ann@example.com' });
      const sent = await send({ templateId, agentIds: [ann], carrierId: 2 });
      expect(sent.json()).toMatchObject({ skipped: 1, results: [{ status: 'skipped', error: 'No outstanding debt' }] });

      const owed = await preview({ templateId, agentId: ann, carrierId: 1 });
      expect(owed.json()).toEqual({
        subject: 'Notice $300.00',
        body: 'AA-1 owes Carrier One',
        unknownVariables: [],
        to: 'ann@example.com',
        skipReason: null,
      });

      const bare = await insertAgent(database().db, { name: 'Bea Bare', email: 'n/a' });
      await insertDebt(database().db, { agentId: bare, amount: '10.00', ageDays: 5 });
      expect((await preview({ templateId, agentId: bare })).json()).toMatchObject({
        to: 'n/a',
        skipReason: 'Not a valid e-mail address: n/a',
      });
    });

    it('a send of a template with unknown placeholders is 400 naming them; nothing is sent or recorded', async () => {
      const flagged = await preview({ templateId: oddId, agentId: ann });
      expect(flagged.json().unknownVariables).toEqual(['policy_number', 'unknown_var']);

      const refused = await send({ templateId: oddId, agentIds: [ann] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'BAD_REQUEST',
        message:
          `Template ${oddId} has placeholders that are not template variables: {policy_number}, {unknown_var}. ` +
          'Use {agent_name}, {agent_id}, {carrier}, {debt_amount}, {debt_age} or {sender_name}; nothing was sent',
      });
      const listed = await app().inject({
        method: 'POST',
        url: '/api/email/send-listed',
        payload: { templateId: oddId, minAge: 0, maxAge: 999 },
      });
      expect(listed.statusCode).toBe(400);
      expect(listed.json().message).toMatch(/\{policy_number\}, \{unknown_var\}.*nothing was sent/);
      const schedule = await app().inject({
        method: 'POST',
        url: '/api/email-schedules',
        payload: { templateId: oddId, frequency: 'weekly' },
      });
      expect(schedule.statusCode).toBe(400);
      expect(schedule.json().message).toMatch(/\{policy_number\}, \{unknown_var\}/);
      expect(await history()).toEqual([]);
    });

    it('a queued or scheduled send whose template gained an unknown placeholder fails with the reason, unsent', async () => {
      const created = await app().inject({
        method: 'POST',
        url: '/api/email-schedules',
        payload: { templateId, frequency: 'weekly' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const edited = await app().inject({
        method: 'PUT',
        url: `/api/email-templates/${templateId}`,
        payload: { body: 'Hello {agent_nme}' },
      });
      expect(edited.statusCode).toBe(200);
      await makeScheduleDue(database().db, created.json().id);
      const [jobId] = await runDueSchedules(database().db);
      while ((await processEmailJobBatch(database().db, mail)) > 0) {
        // until the queue is empty
      }
      expect((await app().inject(`/api/email/jobs/${jobId}`)).json()).toMatchObject({ failed: 1, sent: 0 });
      const items = await database().db.selectFrom('email_job_items').select(['state', 'error']).execute();
      expect(items).toEqual([
        {
          state: 'failed',
          error: `Template ${templateId} has placeholders that are not template variables: {agent_nme}; not sent`,
        },
      ]);
      expect(await history()).toEqual([]);
    });

    it('GET /api/email/candidates with an unknown carrier is 404, as the sends are', async () => {
      const response = await app().inject('/api/email/candidates?carrierId=99999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Carrier 99999 not found' });
      const listed = await app().inject({
        method: 'POST',
        url: '/api/email/send-listed',
        payload: { templateId, carrierId: 99999 },
      });
      expect(listed.json()).toEqual({ code: 'NOT_FOUND', message: 'Carrier 99999 not found' });
      expect((await app().inject('/api/email/candidates?carrierId=2')).json()).toEqual([]);
    });
  },
  { dataDir },
);
