import { beforeEach, expect, it } from 'vitest';
import { insertAgent, insertCarriers, insertDebt, insertTemplate } from './email-fixtures';
import { describeApi } from './harness';

/**
 * The top age range is "91+ days" (stored as 91-999, SPEC section 9): a debt three or four years
 * old is in it like any other, for the notice candidates, a send to all listed and Pending Actions.
 */
describeApi('debts older than 999 days are in the 91+ range', ({ app, database, reset }) => {
  let old: number;
  let templateId: number;

  beforeEach(async () => {
    await reset();
    const db = database().db;
    await insertCarriers(db);
    old = await insertAgent(db, { name: 'Olga Old', agent_id: 'OO-1', email: 'olga@example.com' });
    const recent = await insertAgent(db, { name: 'Rita Recent', agent_id: 'RR-2', email: 'rita@example.com' });
    await insertDebt(db, { agentId: old, amount: '640.00', ageDays: 1300 });
    await insertDebt(db, { agentId: recent, amount: '80.00', ageDays: 120 });
    templateId = await insertTemplate(db, {
      subject: 'Notice for {agent_name}',
      body: '{debt_amount} ({debt_age} days)',
    });
  });

  it('lists them as candidates of 91+ and of Over 45, as Pending Actions counts them', async () => {
    for (const query of ['minAge=91&maxAge=999', 'minAge=46&maxAge=999', 'minAge=91']) {
      const listed = (await app().inject(`/api/email/candidates?${query}`)).json() as {
        name: string;
        debtAge: number;
      }[];
      expect(
        listed.map((c) => [c.name, c.debtAge]),
        query,
      ).toEqual([
        ['Olga Old', 1300],
        ['Rita Recent', 120],
      ]);
    }
    expect((await app().inject('/api/email/candidates?minAge=46&maxAge=90')).json()).toEqual([]);
    expect((await app().inject('/api/dashboard/stats')).json().pendingActions).toBe(2);
  });

  it('sends them the 91+ notice when all listed are sent to', async () => {
    const sent = await app().inject({
      method: 'POST',
      url: '/api/email/send-listed',
      payload: { templateId, minAge: 91, maxAge: 999 },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ listed: 2 });
    const history = (await app().inject('/api/email-history')).json() as { agentId: number }[];
    expect(history.map((h) => h.agentId)).toContain(old);
  });
});
