import { seedDemoData } from '@agentledger/routers';
import { DEBT_AGE_RANGES } from '@agentledger/schema';
import { beforeAll, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { insertAgents } from './ledger-fixtures';

/** Dollars as whole cents, so sums compare exactly. */
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);
const centsOf = (amounts: (number | string)[]) => amounts.reduce<number>((sum, amount) => sum + cents(amount), 0);

type Debt = { id: number; agentId: number; carrierId: number; amount: number; status: string; debtAge: number };
type Agent = { id: number; status: string; totalDebt: number };
type Person = { status: string; totalDebt: number };
type Cell = { agents: number; amount: number };
type Aging = {
  ranges: { key: string; label: string; min: number; max: number }[];
  rows: { carrierId: number; cells: Cell[]; total: Cell }[];
  totals: { cells: Cell[]; total: Cell };
};
type Manager = {
  npn: string;
  directReports: number;
  totalDownline: number;
  active: number;
  terminated: number;
  personalDebt: number;
  teamDebt: number;
};
type Team = {
  manager: { teamSize: number; personalDebt: number; teamDebt: number };
  members: { status: string; level: number; totalDebt: number }[];
};

/**
 * Issue 14, "one figure per screen": the same figure read from the stats, the lists and the reports
 * is the same number, on the demo data plus the edges (a chain deeper than the 10-level walk, debts
 * past the last age range and dated in the future, a record whose credit outweighs its debt).
 */
describeApi('the same figures agree across stats, lists and reports', ({ app, database, reset }) => {
  beforeAll(async () => {
    await reset();
    await seedDemoData(database().db);
    const db = database().db;
    const chain = await insertAgents(
      db,
      Array.from({ length: 13 }, (_, level) => ({
        name: `Chain ${level}`,
        npn: `CH${level}`,
        upline_id: level ? `CH${level - 1}` : null,
        status: level === 12 ? 'terminated' : 'active',
      })),
    );
    const [owesAndCredit = 0, terminatedCredit = 0, oldCreditNewDebt = 0] = await insertAgents(db, [
      { name: 'Owes less than the credit', npn: 'OC1' },
      { name: 'Terminated, credit only', npn: 'TC1', status: 'terminated' },
      { name: 'Old credit, new debt', npn: 'ON1' },
    ]);
    const debt = (agentId: number, amount: string, ageDays: number, status = 'outstanding', carrierId = 1) => ({
      agent_id: agentId,
      carrier_id: carrierId,
      amount,
      status,
      incurred_on: daysAgo(ageDays),
    });
    await db
      .insertInto('debts')
      .values([
        ...chain.map((id, level) => debt(id, `${level + 1}.01`, level * 10)),
        debt(chain[0]!, '7.77', 1500), // past the last range's maximum (999)
        debt(chain[1]!, '3.33', -3, 'outstanding', 2), // dated in the future, its only debt at carrier 2
        debt(owesAndCredit, '40.00', 50),
        debt(owesAndCredit, '-65.50', 20),
        debt(terminatedCredit, '-12.25', 100),
        debt(terminatedCredit, '500.00', 100, 'paid'),
        // Owes 400 since 5 days ago: the 200-day-old credit does not make the debt 200 days old.
        debt(oldCreditNewDebt, '-100.00', 200),
        debt(oldCreditNewDebt, '500.00', 5),
      ])
      .execute();
  });

  async function get<T>(url: string): Promise<T> {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  }

  it('Total Debt: dashboard = aging total = agent list = people list = the open debts of GET /api/debts', async () => {
    const [stats, aging, agents, people, debts] = await Promise.all([
      get<{ totalDebt: number }>('/api/dashboard/stats'),
      get<Aging>('/api/reports/aging'),
      get<Agent[]>('/api/agents'),
      get<Person[]>('/api/unified-agents'),
      get<Debt[]>('/api/debts'),
    ]);
    const open = debts.filter((d) => d.status !== 'paid');
    const total = centsOf(open.map((d) => d.amount));
    // The demo has credits and paid debts, so a rule that dropped either would show here.
    expect(open.some((d) => d.amount < 0)).toBe(true);
    expect(debts.some((d) => d.status === 'paid')).toBe(true);
    expect(cents(stats.totalDebt)).toBe(total);
    expect(cents(aging.totals.total.amount)).toBe(total);
    expect(centsOf(aging.rows.map((r) => r.total.amount))).toBe(total);
    expect(centsOf(aging.totals.cells.map((c) => c.amount))).toBe(total);
    expect(centsOf(agents.map((a) => a.totalDebt))).toBe(total);
    expect(centsOf(people.map((p) => p.totalDebt))).toBe(total);
  });

  it('active and terminated counts: the dashboard, the agent list and the Terminated with balances report', async () => {
    const [stats, agents, terminated] = await Promise.all([
      get<{ activeAgents: number; terminatedAgents: number }>('/api/dashboard/stats'),
      get<Agent[]>('/api/agents'),
      get<{ agentId: number; amount: number }[]>('/api/reports/terminated'),
    ]);
    expect(stats.activeAgents).toBe(agents.filter((a) => a.status === 'active').length);
    // "Terminated Agents — with outstanding debt": terminated records whose open balance is above 0.
    const owing = agents.filter((a) => a.status === 'terminated' && cents(a.totalDebt) > 0);
    expect(stats.terminatedAgents).toBe(owing.length);
    expect(terminated.map((t) => t.agentId).sort((a, b) => a - b)).toEqual(owing.map((a) => a.id));
    for (const row of terminated)
      expect(cents(row.amount)).toBe(cents(agents.find((a) => a.id === row.agentId)!.totalDebt));
    // Every terminated record ("Terminated" on Individual Agents) is more: a credit-only one owes nothing.
    expect(agents.filter((a) => a.status === 'terminated').length).toBeGreaterThan(owing.length);
  });

  it('aging: the columns are DEBT_AGE_RANGES and every balance sits in the range of its oldest open debt owed', async () => {
    const [aging, debts] = await Promise.all([get<Aging>('/api/reports/aging'), get<Debt[]>('/api/debts')]);
    expect(aging.ranges).toEqual(DEBT_AGE_RANGES.map(({ key, label, min, max }) => ({ key, label, min, max })));
    // Worked out from the debt list: open balance and age per agent record and carrier, the age that of
    // the oldest open debt owed (above 0), or of the oldest credit when nothing is owed.
    const balances = new Map<
      string,
      { agentId: number; carrierId: number; cents: number; owedAge: number; anyAge: number; age: number }
    >();
    for (const d of debts.filter((debt) => debt.status !== 'paid')) {
      const key = `${d.agentId}:${d.carrierId}`;
      const b = balances.get(key) ?? {
        agentId: d.agentId,
        carrierId: d.carrierId,
        cents: 0,
        owedAge: -Infinity,
        anyAge: -Infinity,
        age: 0,
      };
      const owedAge = d.amount > 0 ? Math.max(b.owedAge, d.debtAge) : b.owedAge;
      const anyAge = Math.max(b.anyAge, d.debtAge);
      const age = owedAge === -Infinity ? anyAge : owedAge;
      balances.set(key, { ...b, cents: b.cents + cents(d.amount), owedAge, anyAge, age });
    }
    const rangeOf = (age: number) => {
      const index = DEBT_AGE_RANGES.findIndex((r) => age <= r.max);
      return index === -1 ? DEBT_AGE_RANGES.length - 1 : index;
    };
    const ages = [...balances.values()].map((b) => b.age);
    expect(Math.max(...ages)).toBeGreaterThan(DEBT_AGE_RANGES.at(-1)!.max);
    expect(Math.min(...ages)).toBeLessThan(0);
    for (const row of aging.rows) {
      DEBT_AGE_RANGES.forEach((_, index) => {
        const inCell = [...balances.values()].filter(
          (b) => b.carrierId === row.carrierId && b.cents !== 0 && rangeOf(b.age) === index,
        );
        expect(row.cells[index], `carrier ${row.carrierId}, ${DEBT_AGE_RANGES[index]!.key}`).toEqual({
          agents: inCell.length,
          amount: inCell.reduce((sum, b) => sum + b.cents, 0) / 100,
        });
      });
    }
  });

  it('an old credit does not age a newer debt: the agent list and the notice candidates say 5 days', async () => {
    const [agent] = await get<{ debtAge: number; totalDebt: number }[]>('/api/agents?search=Old%20credit');
    expect(agent).toMatchObject({ totalDebt: 400, debtAge: 5 });
    const older = await get<{ name: string }[]>('/api/email/candidates?minAge=46');
    expect(older.map((candidate) => candidate.name)).not.toContain('Old credit, new debt');
    const recent = await get<{ name: string; debtAge: number }[]>(
      '/api/email/candidates?maxAge=45&search=Old%20credit',
    );
    expect(recent).toMatchObject([{ name: 'Old credit, new debt', debtAge: 5 }]);
  });

  it('team: Total Downline = Team Size, and the direct reports, statuses and debts agree, 10 levels deep', async () => {
    const [managers, exposure] = await Promise.all([
      get<Manager[]>('/api/team/managers'),
      get<{ npn: string; downlineAgents: number; exposure: number; ownDebt: number }[]>('/api/reports/exposure'),
    ]);
    expect(managers.length).toBeGreaterThan(15);
    // The chain is 12 levels below CH0: the walk stops at 10, on both endpoints.
    expect(managers.find((m) => m.npn === 'CH0')?.totalDownline).toBe(10);
    for (const m of managers) {
      const team = await get<Team>(`/api/team/members?npn=${encodeURIComponent(m.npn)}`);
      expect(team.manager.teamSize, m.npn).toBe(m.totalDownline);
      expect(team.members.filter((p) => p.level === 1).length, m.npn).toBe(m.directReports);
      expect(team.members.filter((p) => p.status === 'active').length, m.npn).toBe(m.active);
      expect(team.members.filter((p) => p.status === 'terminated').length, m.npn).toBe(m.terminated);
      expect(cents(team.manager.personalDebt), m.npn).toBe(cents(m.personalDebt));
      expect(cents(team.manager.teamDebt), m.npn).toBe(cents(m.teamDebt));
      expect(cents(team.manager.teamDebt), m.npn).toBe(
        cents(team.manager.personalDebt) + centsOf(team.members.map((p) => p.totalDebt)),
      );
      const row = exposure.find((e) => e.npn === m.npn);
      expect(row?.downlineAgents, m.npn).toBe(m.totalDownline);
      expect(cents(row!.exposure) + cents(row!.ownDebt), m.npn).toBe(cents(m.teamDebt));
    }
  });
});
