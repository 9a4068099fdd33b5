import { afterAll, beforeEach, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../../packages/routers/src/email/test-smtp';
import { insertAgent, insertCarriers, insertDebt, insertTemplate } from './email-fixtures';
import { describeApi } from './harness';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

type Candidate = { agentId: number; name: string; carrierId: number; amount: number; debtAge: number };
type ListedResult = {
  listed: number;
  sent: number;
  failed: number;
  skipped: number;
  delivery: string;
  results: { agentId: number; carrierId: number; name: string; carrierName: string; status: string }[];
  jobs: { jobId: number; carrierId: number; queued: number }[];
  queued: number;
};

/**
 * Issue 15: the notice candidates at any size. The screen reads a window at a time (sorted and
 * searched by the server, with the total); a script pages GET /api/email/candidates; "Send to all
 * listed" sends by the filters (POST /api/email/send-listed) instead of naming every agent.
 */
describeApi(
  'notice candidates searched, sorted and paged by the server; sent to by their filters',
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
      ann = await insertAgent(db, { name: 'Ann Able', agent_id: 'AA-1', email: 'ann@example.com' });
      bob = await insertAgent(db, { name: 'Bob Bare', agent_id: 'BB-2', email: null });
      cid = await insertAgent(db, { name: 'Cid Cole', agent_id: 'CC-3', email: 'cid@example.com' });
      await insertDebt(db, { agentId: ann, amount: '1000.50', ageDays: 50 });
      await insertDebt(db, { agentId: ann, carrierId: 2, amount: '20.00', ageDays: 80 });
      await insertDebt(db, { agentId: bob, amount: '100.00', ageDays: 60 });
      await insertDebt(db, { agentId: cid, amount: '75.25', ageDays: 70 });
      // Outside the range: not a candidate, never sent to.
      await insertDebt(db, { agentId: cid, carrierId: 2, amount: '5.00', ageDays: 10 });
      templateId = await insertTemplate(db, { subject: 'Notice for {agent_name}', body: '{debt_amount} to {carrier}' });
    });

    async function candidates(query: string) {
      const response = await app().inject({ method: 'GET', url: `/api/email/candidates?minAge=46&maxAge=90&${query}` });
      const body = response.json() as Candidate[] & { message?: string };
      return {
        status: response.statusCode,
        total: response.headers['x-total-count'],
        rows: Array.isArray(body) ? body.map((c) => `${c.name}@${c.carrierId}`) : [],
        body,
      };
    }

    it('GET /api/email/candidates sorts, searches and pages, with X-Total-Count', async () => {
      // Without a sort: oldest debt first.
      expect((await candidates('')).rows).toEqual(['Ann Able@2', 'Cid Cole@1', 'Bob Bare@1', 'Ann Able@1']);
      expect((await candidates('sort=amount&order=desc')).rows).toEqual([
        'Ann Able@1',
        'Bob Bare@1',
        'Cid Cole@1',
        'Ann Able@2',
      ]);
      expect((await candidates('sort=name')).rows).toEqual(['Ann Able@2', 'Ann Able@1', 'Bob Bare@1', 'Cid Cole@1']);
      expect((await candidates('sort=carrier&order=desc')).rows[0]).toBe('Ann Able@2');
      const page = await candidates('sort=amount&order=asc&limit=2&offset=1');
      expect(page.rows).toEqual(['Cid Cole@1', 'Bob Bare@1']);
      expect(page.total).toBe('4');
      // Searched as the agent search reads it: name, agent ID, e-mail.
      const found = await candidates('search=cid%40example');
      expect(found.rows).toEqual(['Cid Cole@1']);
      expect(found.total).toBe('1');
      expect((await candidates('search=BB-2')).rows).toEqual(['Bob Bare@1']);
      const refused = await candidates('sort=premium');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/sort/);
    });

    it('leaves out the agents noticed in the last N days when asked, as the Pending Actions card counts them', async () => {
      const sent = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [cid], carrierId: 1 },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await candidates('')).rows).toContain('Cid Cole@1');
      const quiet = await candidates('noNoticeInDays=30');
      expect(quiet.rows).toEqual(['Ann Able@2', 'Bob Bare@1', 'Ann Able@1']);
      expect(quiet.total).toBe('3');
      expect((await candidates('noNoticeInDays=0')).status).toBe(400);
    });

    it('the screen reads the candidates a window at a time, with the total', async () => {
      const input = { minAge: 46, maxAge: 90, sort: 'amount', order: 'desc', offset: 1, limit: 2 };
      const response = await app().inject({
        method: 'GET',
        url: `/trpc/email.candidateWindow?input=${encodeURIComponent(JSON.stringify(input))}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { total, rows } = (response.json() as { result: { data: { total: number; rows: Candidate[] } } }).result
        .data;
      expect(total).toBe(4);
      expect(rows.map((c) => [c.name, c.amount])).toEqual([
        ['Bob Bare', 100],
        ['Cid Cole', 75.25],
      ]);
    });

    it('POST /api/email/send-listed sends one notice per listed row, but those left out, and says who got what', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send-listed',
        payload: { templateId, minAge: 46, maxAge: 90, except: [{ agentId: cid, carrierId: 1 }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as ListedResult;
      expect(result).toMatchObject({
        listed: 3,
        sent: 2,
        failed: 0,
        skipped: 1,
        delivery: 'smtp',
        jobs: [],
        queued: 0,
      });
      const outcomes = result.results.map((r) => `${r.name}@${r.carrierName}:${r.status}`).sort();
      expect(outcomes).toEqual([
        'Ann Able@Carrier One:sent',
        'Ann Able@Carrier Two:sent',
        'Bob Bare@Carrier One:skipped',
      ]);
      // Each notice speaks of the debt at its own carrier.
      expect(smtp.messages.map((m) => m.text).sort()).toEqual(['$1,000.50 to Carrier One', '$20.00 to Carrier Two']);
      expect(smtp.messages.every((m) => m.recipients.join() === 'ann@example.com')).toBe(true);
      const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json() as unknown[];
      expect(history).toHaveLength(3);
    });

    it('a template made for one carrier goes only about that carrier’s debts: to its listed agents, never another’s', async () => {
      const db = database().db;
      const carrierTwo = await insertTemplate(db, { subject: 'Two', body: '{debt_amount} to {carrier}', carrierId: 2 });
      const refused = await app().inject({
        method: 'POST',
        url: '/api/email/send-listed',
        payload: { templateId: carrierTwo, minAge: 46, maxAge: 90, carrierId: 1 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/is for carrier 2, not carrier 1.*nothing was sent/);
      const single = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId: carrierTwo, agentIds: [ann], carrierId: 1 },
      });
      expect(single.statusCode).toBe(400);
      expect(smtp.messages).toHaveLength(0);
      const schedule = await app().inject({
        method: 'POST',
        url: '/api/email-schedules',
        payload: { templateId: carrierTwo, frequency: 'weekly', carrierId: null },
      });
      expect(schedule.statusCode).toBe(400);
      expect(schedule.json().message).toMatch(/runs for that carrier only/);

      // With all carriers listed, the template goes to its own carrier's agents only.
      const sent = await app().inject({
        method: 'POST',
        url: '/api/email/send-listed',
        payload: { templateId: carrierTwo, minAge: 46, maxAge: 90 },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((sent.json() as ListedResult).results.map((r) => `${r.name}@${r.carrierName}`)).toEqual([
        'Ann Able@Carrier Two',
      ]);
      expect(smtp.messages.map((m) => m.text)).toEqual(['$20.00 to Carrier Two']);
    });

    it('a search narrows the send to the rows it lists', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send-listed',
        payload: { templateId, minAge: 46, maxAge: 90, carrierId: 1, search: 'Ann' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as ListedResult;
      expect(result.results.map((r) => [r.agentId, r.carrierId])).toEqual([[ann, 1]]);
      expect(smtp.messages).toHaveLength(1);
    });

    it('more listed rows than a send answers at once are queued as one job per carrier', async () => {
      const db = database().db;
      for (let i = 0; i < 30; i += 1) {
        const agentId = await insertAgent(db, { name: `Bulk Agent ${i}`, email: `bulk${i}@example.com` });
        await insertDebt(db, { agentId, carrierId: 1 + (i % 2), amount: '12.00', ageDays: 47 });
      }
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send-listed',
        payload: { templateId, minAge: 46, maxAge: 90, except: [{ agentId: bob, carrierId: 1 }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as ListedResult;
      expect(result).toMatchObject({ listed: 33, sent: 0, results: [], queued: 33 });
      const byCarrier = Object.fromEntries(result.jobs.map((job) => [job.carrierId, job.queued]));
      expect(byCarrier).toEqual({ 1: 17, 2: 16 });
      for (const job of result.jobs) {
        const read = (await app().inject({ method: 'GET', url: `/api/email/jobs/${job.jobId}` })).json();
        expect(read).toMatchObject({ status: 'queued', total: job.queued });
      }
      expect(smtp.messages).toHaveLength(0);
    });

    it('bad input changes nothing: unknown template or carrier is 404, a bad filter or left-out row 400', async () => {
      const send = (payload: object) => app().inject({ method: 'POST', url: '/api/email/send-listed', payload });
      const noTemplate = await send({ templateId: 999 });
      expect(noTemplate.statusCode).toBe(404);
      expect(noTemplate.json().message).toMatch(/template 999 not found/i);
      expect((await send({ templateId, carrierId: 99 })).statusCode).toBe(404);
      const reversed = await send({ templateId, minAge: 90, maxAge: 46 });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toMatch(/minAge/);
      const badExcept = await send({ templateId, except: [{ agentId: 'x' }] });
      expect(badExcept.statusCode).toBe(400);
      expect(badExcept.json().message).toMatch(/except/);
      expect(smtp.messages).toHaveLength(0);
      expect((await app().inject({ method: 'GET', url: '/api/email-history' })).json()).toEqual([]);
    });
  },
  { smtpUrl: smtp.url },
);
