import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processEmailJobBatch, runDueSchedules } from '@agentledger/routers';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { insertAgent, insertCarriers, insertDebt, makeScheduleDue } from './email-fixtures';
import { describeApi } from './harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-template-guards-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const mail = { outboxDir: path.join(dataDir, 'outbox') };

type Template = { id: number; carrierId: number | null; updatedAt: string };
type Schedule = { id: number; carrierId: number | null; enabled: boolean };

/**
 * A template in use by schedules is protected as a carrier in use is: its carrier cannot change to
 * one its schedules do not run for, and it cannot be deleted while they exist (both 409, nothing
 * changed). A schedule that no longer fits its template (data from before) is skipped when due,
 * with the reason, and can always be switched off.
 */
describeApi(
  'e-mail templates used by schedules',
  ({ app, database, reset }) => {
    let ann: number;

    beforeEach(async () => {
      await reset();
      const db = database().db;
      await insertCarriers(db); // 1 Carrier One, 2 Carrier Two
      ann = await insertAgent(db, { name: 'Ann Able', email: 'ann@example.com' });
      await insertDebt(db, { agentId: ann, amount: '300.00', ageDays: 50 });
    });

    async function createTemplate(payload: object): Promise<Template> {
      const response = await app().inject({
        method: 'POST',
        url: '/api/email-templates',
        payload: { subject: 'S {debt_amount}', body: 'b', ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    async function createSchedule(payload: object): Promise<Schedule> {
      const response = await app().inject({ method: 'POST', url: '/api/email-schedules', payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    const putTemplate = (id: number, payload: object) =>
      app().inject({ method: 'PUT', url: `/api/email-templates/${id}`, payload });
    const templates = async () => (await app().inject('/api/email-templates')).json() as Template[];
    const schedules = async () => (await app().inject('/api/email-schedules')).json() as Schedule[];

    it("changing a template's carrier away from its schedules' carrier is 409 naming them; nothing changes", async () => {
      const template = await createTemplate({ carrierId: 1 });
      const schedule = await createSchedule({ templateId: template.id, frequency: 'weekly' });
      expect(schedule.carrierId).toBe(1);

      const refused = await putTemplate(template.id, { carrierId: 2 });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        message:
          `Email template ${template.id} is used by 1 schedule for another carrier than Carrier Two: ` +
          `schedule ${schedule.id} (weekly, Carrier One); change or delete it first, or keep the template's ` +
          'carrier. Nothing was changed',
      });
      expect((await templates())[0]).toMatchObject({ carrierId: 1, updatedAt: template.updatedAt });

      // All carriers fits every schedule (a schedule of such a template may run for any carrier).
      const cleared = await putTemplate(template.id, { carrierId: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().carrierId).toBeNull();
      // Back to the schedules' own carrier: fine.
      expect((await putTemplate(template.id, { carrierId: 1 })).statusCode).toBe(200);
      // Other changes (not the carrier) are not held up by the schedules.
      expect((await putTemplate(template.id, { subject: 'New {debt_amount}' })).statusCode).toBe(200);
    });

    it('a template for all carriers with a schedule for all carriers cannot become a one-carrier template', async () => {
      const template = await createTemplate({ carrierId: null });
      const forAll = await createSchedule({ templateId: template.id, frequency: 'monthly' });
      const forOne = await createSchedule({ templateId: template.id, frequency: 'weekly', carrierId: 1 });
      expect(forAll.carrierId).toBeNull();

      const refused = await putTemplate(template.id, { carrierId: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Email template ${template.id} is used by 1 schedule for another carrier than Carrier One: ` +
          `schedule ${forAll.id} (monthly, all carriers); change or delete it first, or keep the template's ` +
          'carrier. Nothing was changed',
      );
      const both = await putTemplate(template.id, { carrierId: 2 });
      expect(both.statusCode).toBe(409);
      expect(both.json().message).toMatch(
        new RegExp(
          `used by 2 schedules for another carrier than Carrier Two: schedule ${forAll.id} .*schedule ${forOne.id} .*change or delete them first`,
        ),
      );
      expect((await templates())[0]!.carrierId).toBeNull();
    });

    it('deleting a template its schedules use is 409 naming them; the schedules stay', async () => {
      const template = await createTemplate({ carrierId: 1 });
      const schedule = await createSchedule({ templateId: template.id, frequency: 'biweekly' });

      const refused = await app().inject({ method: 'DELETE', url: `/api/email-templates/${template.id}` });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        message:
          `Email template ${template.id} is used by 1 schedule: schedule ${schedule.id} (biweekly, Carrier One); ` +
          'delete or change it first. Nothing was deleted',
      });
      expect(await schedules()).toEqual([expect.objectContaining({ id: schedule.id, carrierId: 1 })]);
      expect(await templates()).toHaveLength(1);

      // Without its schedules it goes; the notices sent with it keep their subject.
      const sent = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId: template.id, agentIds: [ann] },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await app().inject({ method: 'DELETE', url: `/api/email-schedules/${schedule.id}` })).statusCode).toBe(
        200,
      );
      const deleted = await app().inject({ method: 'DELETE', url: `/api/email-templates/${template.id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const history = (await app().inject('/api/email-history')).json();
      expect(history).toEqual([expect.objectContaining({ agentId: ann, templateId: null, subject: 'S $300.00' })]);
    });

    it('deleting a template with a send still queued is 409; once the send is done it may go', async () => {
      const template = await createTemplate({ carrierId: 1 });
      const db = database().db;
      const ids = [ann];
      for (let i = 0; i < 26; i += 1)
        ids.push(await insertAgent(db, { name: `Bulk ${i}`, email: `b${i}@example.com` }));
      const queued = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId: template.id, agentIds: ids },
      });
      const { jobId } = queued.json() as { jobId: number };
      const refused = await app().inject({ method: 'DELETE', url: `/api/email-templates/${template.id}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Email template ${template.id} is used by a send still in progress (job ${jobId}); ` +
          'wait for it to finish. Nothing was deleted',
      );
      while ((await processEmailJobBatch(db, mail)) > 0) {
        // until the queue is empty
      }
      expect((await app().inject({ method: 'DELETE', url: `/api/email-templates/${template.id}` })).statusCode).toBe(
        200,
      );
      expect((await app().inject(`/api/email/jobs/${jobId}`)).json()).toMatchObject({
        status: 'done',
        templateId: null,
      });
    });

    it('a due schedule whose template no longer fits is skipped with the reason; switching it off is accepted', async () => {
      const template = await createTemplate({ carrierId: 1 });
      const schedule = await createSchedule({ templateId: template.id, frequency: 'weekly' });
      const db = database().db;
      // As data from before the rule: the template moved to carrier 2 under its carrier-1 schedule.
      await db.updateTable('email_templates').set({ carrier_id: 2 }).where('id', '=', template.id).execute();
      await makeScheduleDue(db, schedule.id);

      const [jobId] = await runDueSchedules(db);
      while ((await processEmailJobBatch(db, mail)) > 0) {
        // until the queue is empty
      }
      expect(jobId).toEqual(expect.any(Number));
      expect((await app().inject(`/api/email/jobs/${jobId}`)).json()).toMatchObject({
        status: 'done',
        total: 1,
        sent: 0,
        failed: 1,
      });
      const items = await db.selectFrom('email_job_items').select(['state', 'error']).execute();
      expect(items).toEqual([
        {
          state: 'failed',
          error: `Template ${template.id} is now for carrier 2, while this send is about carrier 1: not sent`,
        },
      ]);
      expect((await app().inject('/api/email-history')).json()).toEqual([]);

      const off = await app().inject({
        method: 'PUT',
        url: `/api/email-schedules/${schedule.id}`,
        payload: { enabled: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ enabled: false, carrierId: 1 });
      // Switching it back on still has to fit.
      const on = await app().inject({
        method: 'PUT',
        url: `/api/email-schedules/${schedule.id}`,
        payload: { enabled: true },
      });
      expect(on.statusCode).toBe(400);
      expect(on.json().message).toMatch(/is for carrier 2.*not for carrier 1/);
      const moved = await app().inject({
        method: 'PUT',
        url: `/api/email-schedules/${schedule.id}`,
        payload: { enabled: true, carrierId: 2 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    });

    it('a carrier change and a schedule saved at the same moment never leave a schedule its template does not fit', async () => {
      for (let round = 0; round < 4; round += 1) {
        const template = await createTemplate({ carrierId: null });
        const [changed, scheduled] = await Promise.all([
          putTemplate(template.id, { carrierId: 2 }),
          app().inject({
            method: 'POST',
            url: '/api/email-schedules',
            payload: { templateId: template.id, frequency: 'weekly', carrierId: 1 },
          }),
        ]);
        // One of the two comes first; the other sees it and is refused.
        expect([changed.statusCode, scheduled.statusCode].sort()).toEqual(
          changed.statusCode === 200 ? [200, 400] : [200, 409],
        );
      }
      const byId = new Map((await templates()).map((t) => [t.id, t]));
      const db = database().db;
      const rows = await db.selectFrom('email_schedules').select(['template_id', 'carrier_id']).execute();
      for (const row of rows) {
        const carrierId = byId.get(row.template_id)!.carrierId;
        expect(carrierId === null || carrierId === row.carrier_id).toBe(true);
      }
    });

    it('PUT with nothing new keeps updatedAt; a real change moves it', async () => {
      const template = await createTemplate({ carrierId: 1, name: 'Reminder' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const payload of [{}, { carrierId: 1 }, { name: 'Reminder', subject: 'S {debt_amount}', active: true }]) {
        const response = await putTemplate(template.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(200);
        expect(response.json()).toEqual(template);
      }
      expect(await templates()).toEqual([template]);
      const changed = await putTemplate(template.id, { subject: 'Other {debt_amount}' });
      expect(Date.parse(changed.json().updatedAt)).toBeGreaterThan(Date.parse(template.updatedAt));
    });
  },
  { dataDir },
);
