import { beforeEach, expect, it } from 'vitest';
import { insertCarriers, insertTemplate, makeScheduleDue } from './email-fixtures';
import { describeApi } from './harness';

const MINUTE = 60_000;

/**
 * A schedule's first run is a real moment from now on: an impossible calendar date is refused, not
 * rolled over into the next month (and a first run already past would send at once).
 */
describeApi('e-mail schedule run dates', ({ app, database, reset }) => {
  let templateId: number;

  beforeEach(async () => {
    await reset();
    await insertCarriers(database().db);
    templateId = await insertTemplate(database().db, { subject: 'Notice', body: '{debt_amount}' });
  });

  const post = (payload: object) =>
    app().inject({
      method: 'POST',
      url: '/api/email-schedules',
      payload: { templateId, frequency: 'monthly', ...payload },
    });
  const put = (id: number, payload: object) =>
    app().inject({ method: 'PUT', url: `/api/email-schedules/${id}`, payload });
  const schedules = async () => (await app().inject('/api/email-schedules')).json() as unknown[];

  it('an impossible date (30 February, month 13, hour 25) is 400 "not a real date"; nothing is saved', async () => {
    for (const nextRunAt of ['2026-02-30T00:00:00Z', '2027-13-01T09:00:00Z', '2027-04-31', '2027-01-01T25:00:00Z']) {
      const response = await post({ nextRunAt });
      expect(response.statusCode, nextRunAt).toBe(400);
      expect(response.json().message, nextRunAt).toMatch(/nextRunAt: is not a real date/);
      expect(response.json().issues, nextRunAt).toEqual([{ path: ['nextRunAt'], message: expect.any(String) }]);
    }
    expect(await schedules()).toEqual([]);
  });

  it('a first run in the past is 400; within a minute of now is taken (clocks differ), the future as given', async () => {
    const past = new Date(Date.now() - 10 * MINUTE).toISOString();
    const refused = await post({ nextRunAt: past });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`nextRunAt (${past}) is in the past: the first run must be from now on`);
    const longAgo = await post({ nextRunAt: '2020-01-01' });
    expect(longAgo.statusCode).toBe(400);
    expect(await schedules()).toEqual([]);

    const justNow = await post({ nextRunAt: new Date(Date.now() - 20_000).toISOString() });
    expect(justNow.statusCode, justNow.body).toBe(200);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const later = await post({ nextRunAt: future });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().nextRunAt).toBe(future);
    // A date alone is midnight UTC of that day.
    const day = await post({ nextRunAt: '2099-03-01' });
    expect(day.json().nextRunAt).toBe('2099-03-01T00:00:00.000Z');
  });

  it('PUT refuses the same; the stored run sent back unchanged is fine, even once it has passed', async () => {
    const created = (await post({})).json() as { id: number; nextRunAt: string };
    const impossible = await put(created.id, { nextRunAt: '2027-02-29T09:00:00Z' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toMatch(/nextRunAt: is not a real date/);
    const past = await put(created.id, { nextRunAt: new Date(Date.now() - 5 * MINUTE).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/^nextRunAt \(.*\) is in the past/);
    expect(await schedules()).toEqual([expect.objectContaining({ nextRunAt: created.nextRunAt })]);

    const leapDay = await put(created.id, { nextRunAt: '2028-02-29T09:00:00Z' });
    expect(leapDay.statusCode, leapDay.body).toBe(200);
    expect(leapDay.json().nextRunAt).toBe('2028-02-29T09:00:00.000Z');

    // A script that sends the whole schedule back (its stored, now overdue run included) is not refused.
    await makeScheduleDue(database().db, created.id, Date.now() - 10 * MINUTE);
    const stored = (await schedules())[0] as { nextRunAt: string };
    const roundTrip = await put(created.id, { nextRunAt: stored.nextRunAt, enabled: false });
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);
    expect(roundTrip.json()).toMatchObject({ nextRunAt: stored.nextRunAt, enabled: false });
  });
});
