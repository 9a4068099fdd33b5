import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

describeApi('unified profiles and the upline hierarchy', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  async function debt(agentId: number, carrierId: number, amount: string, days = 5, status = 'outstanding') {
    await database()
      .db.insertInto('debts')
      .values({ agent_id: agentId, carrier_id: carrierId, amount, status, incurred_on: daysAgo(days) })
      .execute();
  }

  it('groups one person with records at two carriers by NPN, summing debts per carrier and in total', async () => {
    const [amam, aetna, noNpn] = await insertAgents(database().db, [
      { name: 'Pat Lee', npn: '777', carrier_id: 1, agent_id: 'AM-1', status: 'terminated', email: 'pat@example.com' },
      { name: 'Patricia Lee', npn: '777', carrier_id: 2, agent_id: 'AE-9', status: 'active' },
      { name: 'No  Npn Person', npn: null, carrier_id: 3, agent_id: 'F-3', status: 'terminated' },
    ]);
    await debt(amam!, 1, '100.05', 100);
    await debt(amam!, 1, '0.10', 3);
    await debt(aetna!, 2, '-20.00', 10);
    await debt(aetna!, 2, '999.00', 10, 'paid');
    await debt(noNpn!, 3, '50.00', 50);
    const people = (await app().inject({ method: 'GET', url: '/api/unified-agents' })).json();
    expect(people).toHaveLength(2);
    const pat = people.find((p: { npn: string | null }) => p.npn === '777');
    expect(pat).toMatchObject({
      id: amam,
      name: 'Pat Lee',
      email: 'pat@example.com',
      status: 'active',
      totalDebt: 80.15,
      debtAge: 100,
      activeCarriers: 2,
    });
    expect(pat.agentIds.sort()).toEqual(['AE-9', 'AM-1']);
    expect(pat.carrierDebts).toEqual([
      {
        carrierId: 1,
        carrierCode: 'AMAM',
        carrierName: 'American Amicable',
        agentRecordId: amam,
        agentId: 'AM-1',
        amount: 100.15,
        status: 'terminated',
      },
      {
        carrierId: 2,
        carrierCode: 'AETNA',
        carrierName: 'Aetna',
        agentRecordId: aetna,
        agentId: 'AE-9',
        amount: -20,
        status: 'active',
      },
    ]);
    const other = people.find((p: { npn: string | null }) => p.npn === null);
    expect(other).toMatchObject({ name: 'No  Npn Person', totalDebt: 50, status: 'terminated', activeCarriers: 1 });
  });

  it('walks the upline tree 3+ levels deep: managers with direct reports, downline and team debt', async () => {
    const [owner, manager, agentA, agentB] = await insertAgents(database().db, [
      { name: 'Owner', npn: '1' },
      { name: 'Manager', npn: '2', upline_id: '1' },
      { name: 'Agent A', npn: '3', upline_id: '2', status: 'terminated' },
      { name: 'Agent B', npn: '4', upline_id: '2', carrier_id: 2 },
    ]);
    await debt(owner!, 1, '1.00');
    await debt(manager!, 1, '10.00');
    await debt(agentA!, 1, '100.00');
    await debt(agentB!, 2, '1000.00');
    const managers = (await app().inject({ method: 'GET', url: '/api/team/managers' })).json();
    expect(managers).toEqual([
      expect.objectContaining({
        npn: '1',
        name: 'Owner',
        directReports: 1,
        totalDownline: 3,
        active: 2,
        terminated: 1,
        personalDebt: 1,
        teamDebt: 1111,
        carriers: ['AETNA', 'AMAM'],
      }),
      expect.objectContaining({
        npn: '2',
        name: 'Manager',
        directReports: 2,
        totalDownline: 2,
        personalDebt: 10,
        teamDebt: 1110,
      }),
    ]);
    const team = (await app().inject({ method: 'GET', url: '/api/team/members?npn=1' })).json();
    expect(team.manager).toEqual({ name: 'Owner', npn: '1', teamSize: 3, personalDebt: 1, teamDebt: 1111 });
    expect(team.members.map((m: { name: string; level: number }) => [m.name, m.level])).toEqual([
      ['Manager', 1],
      ['Agent A', 2],
      ['Agent B', 2],
    ]);
    const chain = (await app().inject({ method: 'GET', url: '/api/team/chain?npn=3' })).json();
    expect(chain).toEqual([
      { npn: '2', name: 'Manager', level: 1 },
      { npn: '1', name: 'Owner', level: 2 },
    ]);
    expect((await app().inject({ method: 'GET', url: '/api/team/members?npn=nobody' })).statusCode).toBe(404);
  });

  it('survives a cycle in the upline data (A → B → A)', async () => {
    await insertAgents(database().db, [
      { name: 'Cycle A', npn: 'A', upline_id: 'B' },
      { name: 'Cycle B', npn: 'B', upline_id: 'A' },
    ]);
    const managers = (await app().inject({ method: 'GET', url: '/api/team/managers' })).json();
    expect(managers.map((m: { npn: string; totalDownline: number }) => [m.npn, m.totalDownline])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
    const chain = (await app().inject({ method: 'GET', url: '/api/team/chain?npn=A' })).json();
    expect(chain).toEqual([{ npn: 'B', name: 'Cycle B', level: 1 }]);
  });

  it('stops the walk after 10 levels in a chain of 12', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      name: `Level ${i}`,
      npn: `L${i}`,
      upline_id: i === 0 ? null : `L${i - 1}`,
    }));
    await insertAgents(database().db, rows);
    const team = (await app().inject({ method: 'GET', url: '/api/team/members?npn=L0' })).json();
    expect(team.members).toHaveLength(10);
    expect(Math.max(...team.members.map((m: { level: number }) => m.level))).toBe(10);
    const chain = (await app().inject({ method: 'GET', url: '/api/team/chain?npn=L11' })).json();
    expect(chain).toHaveLength(10);
    expect(chain[9]).toMatchObject({ npn: 'L1', level: 10 });
  });
});
