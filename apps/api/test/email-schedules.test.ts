import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processEmailJobBatch, runDueSchedules } from '@agentledger/routers';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { insertAgent, insertCarriers, insertDebt, insertTemplate, makeScheduleDue } from './email-fixtures';
import { describeApi } from './harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-schedules-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const mail = { outboxDir: path.join(dataDir, 'outbox') };

const DAY = 86_400_000;

describeApi(
  'e-mail send schedules',
  ({ app, database, reset }) => {
    let ann: number;
    let templateId: number;

    beforeEach(async () => {
      await reset();
      const db = database().db;
      await insertCarriers(db);
      ann = await insertAgent(db, { name: 'Ann Able', email: 'ann@example.com' });
      const bob = await insertAgent(db, { name: 'Bob Recent', email: 'bob@example.com' });
      const cal = await insertAgent(db, { name: 'Cal Two', carrier_id: 2, email: 'cal@example.com' });
      await insertDebt(db, { agentId: ann, amount: '300.00', ageDays: 50 });
      await insertDebt(db, { agentId: bob, amount: '40.00', ageDays: 10 });
      await insertDebt(db, { agentId: cal, carrierId: 2, amount: '70.00', ageDays: 60 });
      templateId = await insertTemplate(db, {
        subject: 'Second notice',
        body: '{debt_amount} for {agent_name}',
        min: 46,
        max: 90,
      });
    });

    /**
     * Creates a schedule through the API; `dueAt` (past) then sets its next run as time passing would,
     * since the API takes no first run in the past.
     */
    async function createSchedule(payload: object, dueAt?: number) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/email-schedules',
        payload: { templateId, ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      const schedule = response.json() as { id: number; nextRunAt: string; lastRunAt: string | null };
      if (dueAt !== undefined) await makeScheduleDue(database().db, schedule.id, dueAt);
      return schedule;
    }

    /** Runs the scheduler, then works through every queued job; returns the e-mail history. */
    async function tickAndDeliver(): Promise<{ agentId: number; status: string }[]> {
      const db = database().db;
      await runDueSchedules(db);
      while ((await processEmailJobBatch(db, mail)) > 0) {
        // until the queue is empty
      }
      return (await app().inject({ method: 'GET', url: '/api/email-history' })).json();
    }

    it('POST/GET/PUT/DELETE /api/email-schedules: defaults from the template, partial updates, 404 and 400', async () => {
      const before = Date.now();
      const created = await app().inject({
        method: 'POST',
        url: '/api/email-schedules',
        payload: { templateId, frequency: 'Bi-weekly', carrierId: 2 },
      });
      expect(created.statusCode, created.body).toBe(200);
      const schedule = created.json();
      expect(schedule).toMatchObject({
        templateId,
        templateName: 'test template',
        frequency: 'biweekly',
        carrierId: 2,
        debtAgeMin: 46,
        debtAgeMax: 90,
        ccUpline: false,
        enabled: true,
        lastRunAt: null,
      });
      // The first run is one period away: saving a schedule sends nothing by itself.
      const firstRun = Date.parse(schedule.nextRunAt);
      expect(firstRun).toBeGreaterThanOrEqual(before + 14 * DAY - 1000);
      expect(firstRun).toBeLessThanOrEqual(Date.now() + 14 * DAY + 1000);

      const listed = (await app().inject({ method: 'GET', url: '/api/email-schedules' })).json();
      expect(listed).toEqual([schedule]);
      const updated = await app().inject({
        method: 'PUT',
        url: `/api/email-schedules/${schedule.id}`,
        payload: { enabled: false, frequency: 'monthly', ccUpline: true },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        enabled: false,
        frequency: 'monthly',
        ccUpline: true,
        carrierId: 2,
        nextRunAt: schedule.nextRunAt,
      });

      const bad = [
        { templateId, frequency: 'daily' },
        { templateId: 999, frequency: 'weekly' },
        { templateId, frequency: 'weekly', debtAgeMin: 90, debtAgeMax: 46 },
        { templateId, frequency: 'weekly', nextRunAt: 'soon' },
        { templateId, frequency: 'weekly', carrierId: 77 },
      ];
      for (const payload of bad) {
        const response = await app().inject({ method: 'POST', url: '/api/email-schedules', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
      expect(
        (await app().inject({ method: 'PUT', url: '/api/email-schedules/999', payload: { enabled: true } })).statusCode,
      ).toBe(404);

      const deleted = await app().inject({ method: 'DELETE', url: `/api/email-schedules/${schedule.id}` });
      expect(deleted.statusCode).toBe(200);
      expect((await app().inject({ method: 'GET', url: '/api/email-schedules' })).json()).toEqual([]);
      expect((await app().inject({ method: 'DELETE', url: `/api/email-schedules/${schedule.id}` })).statusCode).toBe(
        404,
      );
    });

    it('a due schedule sends its template once to the agents of its range, then waits a period', async () => {
      const due = Date.now() - 3_600_000;
      const schedule = await createSchedule({ frequency: 'weekly', carrierId: 1 }, due);

      const history = await tickAndDeliver();
      // Ann (50 days, carrier 1) is in 46-90; Bob is too recent, Cal owes at carrier 2.
      expect(history.map((h) => [h.agentId, h.status])).toEqual([[ann, 'outbox']]);
      expect(await tickAndDeliver()).toHaveLength(1);

      const after = (await app().inject({ method: 'GET', url: '/api/email-schedules' })).json()[0];
      expect(Date.parse(after.nextRunAt)).toBe(due + 7 * DAY);
      expect(after.lastRunAt).toEqual(expect.any(String));
      expect(after.id).toBe(schedule.id);
    });

    it('two claimers at once run a due schedule once', async () => {
      await createSchedule({ frequency: 'weekly' }, Date.now() - 60_000);
      const db = database().db;
      const [first, second] = await Promise.all([runDueSchedules(db), runDueSchedules(db)]);
      expect(first.length + second.length).toBe(1);
      const history = await tickAndDeliver();
      // Without a carrier the range takes Ann (carrier 1) and Cal (carrier 2), each once.
      expect(history).toHaveLength(2);
      expect(new Set(history.map((h) => h.agentId)).size).toBe(2);
    });

    it('a disabled schedule, or one of an inactive template, never runs', async () => {
      const past = Date.now() - 30 * DAY;
      await createSchedule({ frequency: 'weekly', enabled: false }, past);
      const retired = await insertTemplate(database().db, { subject: 'Old', body: 'Old', active: false });
      await createSchedule({ templateId: retired, frequency: 'weekly' }, past);
      expect(await runDueSchedules(database().db)).toEqual([]);
      expect(await tickAndDeliver()).toEqual([]);
    });

    it('runs missed for weeks (server down) run once, and the next run falls after now on the same weekday', async () => {
      const missed = Date.now() - 20 * DAY;
      await createSchedule({ frequency: 'weekly', carrierId: 1 }, missed);
      const monthly = await createSchedule({ frequency: 'monthly', carrierId: 2 }, Date.now() - 70 * DAY);
      expect(await runDueSchedules(database().db)).toHaveLength(2);
      expect(await runDueSchedules(database().db)).toEqual([]);
      const history = await tickAndDeliver();
      expect(history).toHaveLength(2);

      const schedules = (await app().inject({ method: 'GET', url: '/api/email-schedules' })).json() as {
        id: number;
        nextRunAt: string;
      }[];
      const weekly = schedules.find((s) => s.id !== monthly.id)!;
      expect(Date.parse(weekly.nextRunAt)).toBe(missed + 21 * DAY);
      const nextMonthly = Date.parse(schedules.find((s) => s.id === monthly.id)!.nextRunAt);
      expect(nextMonthly).toBeGreaterThan(Date.now());
      expect(nextMonthly).toBeLessThanOrEqual(Date.now() + 31 * DAY);
    });
  },
  { dataDir },
);
