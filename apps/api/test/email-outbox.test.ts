import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { insertAgent, insertCarriers, insertDebt, insertTemplate } from './email-fixtures';
import { describeApi } from './harness';

// No SMTP_URL: every message is written as an .eml file under <DATA_DIR>/outbox.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeApi(
  'e-mail notices to the outbox',
  ({ app, database, reset }) => {
    let outbox: string;
    beforeEach(async () => {
      await reset();
      outbox = path.join(dataDir, 'outbox');
      rmSync(outbox, { recursive: true, force: true });
      await insertCarriers(database().db);
    });

    it('GET /api/email/delivery says the outbox mode and where the files go', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/email/delivery' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ mode: 'outbox', outboxDir: outbox });
    });

    it('writes one .eml file per notice with its recipients, subject and body; history says outbox', async () => {
      const db = database().db;
      await insertAgent(db, { name: 'Uma Upline', npn: '900', email: 'uma@example.com' });
      const ann = await insertAgent(db, {
        name: 'Ann Able',
        agent_id: 'AA-1',
        upline_id: '900',
        email: 'ann@example.com',
      });
      const bob = await insertAgent(db, { name: 'Bob Bare', email: '  ' });
      await insertDebt(db, { agentId: ann, amount: '99.90', ageDays: 12 });
      await insertDebt(db, { agentId: bob, amount: '5.00', ageDays: 12 });
      const templateId = await insertTemplate(db, {
        subject: 'Balance for {agent_name}',
        body: 'You owe {debt_amount} ({debt_age} days).',
      });

      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [ann, bob], ccUpline: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        sent: 1,
        failed: 0,
        skipped: 1,
        delivery: 'outbox',
        results: expect.arrayContaining([
          { agentId: ann, status: 'outbox', to: 'ann@example.com', cc: 'uma@example.com', error: null },
          { agentId: bob, status: 'skipped', to: null, cc: null, error: 'No e-mail address' },
        ]),
      });

      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: ann@example\.com$/m);
      expect(eml).toMatch(/^Cc: uma@example\.com$/m);
      expect(eml).toMatch(/^Subject: Balance for Ann Able$/m);
      expect(eml).toContain('You owe $99.90 (12 days).');

      const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json();
      expect(history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            agentId: ann,
            templateId,
            status: 'outbox',
            to: 'ann@example.com',
            cc: 'uma@example.com',
            subject: 'Balance for Ann Able',
            body: 'You owe $99.90 (12 days).',
          }),
          expect.objectContaining({ agentId: bob, status: 'skipped', error: 'No e-mail address' }),
        ]),
      );
    });

    it('POST /api/email/test writes a test message and records it; a bad address is 400', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/test',
        payload: { to: 'admin@example.com' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'outbox', to: 'admin@example.com', error: null });
      expect(readdirSync(outbox)).toHaveLength(1);
      const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json();
      expect(history).toEqual([expect.objectContaining({ agentId: null, to: 'admin@example.com', status: 'outbox' })]);
      const bad = await app().inject({ method: 'POST', url: '/api/email/test', payload: { to: 'not an address' } });
      expect(bad.statusCode).toBe(400);
    });
  },
  { dataDir },
);
