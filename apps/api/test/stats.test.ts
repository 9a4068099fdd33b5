import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents, postDebt } from './ledger-fixtures';

const DAY_MS = 86_400_000;

describeApi('dashboard statistics', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  async function stats(path = '/api/dashboard/stats') {
    const response = await app().inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function notice(agentId: number, daysAgo: number, status = 'sent') {
    await database()
      .db.insertInto('email_history')
      .values({
        agent_id: agentId,
        subject: 'Balance notice',
        status,
        sent_at: new Date(Date.now() - daysAgo * DAY_MS),
      })
      .execute();
  }

  it('an empty database answers zeros on both paths', async () => {
    const zeros = { totalDebt: 0, activeAgents: 0, terminatedAgents: 0, pendingActions: 0, newAgentsThisMonth: 0 };
    expect(await stats()).toEqual(zeros);
    expect(await stats('/api/dashboard-stats')).toEqual(zeros);
  });

  it('counts open debt, active agents, terminated agents owing, pending actions and new agents', async () => {
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    const [
      overdue = 0,
      contacted = 0,
      staleNotice = 0,
      bounced = 0,
      recent = 0,
      terminatedOwing = 0,
      terminatedPaid = 0,
      terminatedCredit = 0,
    ] = await insertAgents(database().db, [
      { name: 'Overdue, never contacted', created_at: longAgo },
      { name: 'Overdue, notice 5 days ago', created_at: longAgo },
      { name: 'Overdue, notice 40 days ago', created_at: longAgo },
      { name: 'Overdue, notice bounced', created_at: longAgo },
      { name: 'Recent debt only' },
      { name: 'Terminated, owing', status: 'terminated', created_at: longAgo },
      { name: 'Terminated, paid up', status: 'terminated', created_at: longAgo },
      { name: 'Terminated, credit only', status: 'terminated', created_at: longAgo },
      { name: 'Inactive', status: 'inactive' },
    ]);
    await postDebt(app(), { agentId: overdue, amount: 100, debtAge: 60 });
    await postDebt(app(), { agentId: contacted, amount: 200, debtAge: 60 });
    await notice(contacted, 5);
    await postDebt(app(), { agentId: staleNotice, amount: 300, debtAge: 120 });
    await notice(staleNotice, 40);
    await postDebt(app(), { agentId: bounced, amount: 0.25, debtAge: 46 });
    await notice(bounced, 2, 'failed');
    await postDebt(app(), { agentId: recent, amount: 50, debtAge: 45 });
    await postDebt(app(), { agentId: terminatedOwing, amount: 75.5, status: 'terminated', debtAge: 10 });
    await postDebt(app(), { agentId: terminatedPaid, amount: 500, status: 'paid', debtAge: 200 });
    await postDebt(app(), { agentId: terminatedCredit, amount: -20, debtAge: 90 });

    const expected = {
      // 100 + 200 + 300 + 0.25 + 50 + 75.50 − 20; the paid 500 is not owed.
      totalDebt: 705.75,
      activeAgents: 5,
      terminatedAgents: 1,
      // overdue, staleNotice and bounced: over 45 days, open, no sent notice in 30 days.
      pendingActions: 3,
      // created now: recent and inactive.
      newAgentsThisMonth: 2,
    };
    expect(await stats()).toEqual(expected);
    expect(await stats('/api/dashboard-stats')).toEqual(expected);
  });

  it('a notice waiting in the outbox counts as contact; paying the debt clears the action', async () => {
    const [agentId = 0] = await insertAgents(database().db, [{ name: 'Owing' }]);
    const debt = await postDebt(app(), { agentId, amount: 40, debtAge: 50 });
    expect((await stats()).pendingActions).toBe(1);
    await notice(agentId, 1, 'outbox');
    expect((await stats()).pendingActions).toBe(0);
    await database().db.deleteFrom('email_history').execute();
    await app().inject({ method: 'PUT', url: `/api/debts/${debt.id}`, payload: { amount: 0 } });
    expect(await stats()).toMatchObject({ pendingActions: 0, totalDebt: 0 });
  });
});
