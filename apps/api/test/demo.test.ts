import { isNewDatabase, seedDemoData } from '@agentledger/routers';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './harness';

type AgentRow = { id: number; npn: string | null; upline_id: string | null; carrier_id: number | null; status: string };

describeApi('demo data', ({ app, database, reset }) => {
  let firstSeed: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    await reset();
    expect(await isNewDatabase(database().db)).toBe(true);
    firstSeed = await seedDemoData(database().db);
  });

  async function agentRows(): Promise<AgentRow[]> {
    return database().db.selectFrom('agents').select(['id', 'npn', 'upline_id', 'carrier_id', 'status']).execute();
  }

  it('seeds at least 150 people in an upline tree at least three levels deep', async () => {
    expect(firstSeed).toMatchObject({ seeded: true });
    expect(await isNewDatabase(database().db)).toBe(false);
    const rows = await agentRows();
    const uplineOf = new Map(rows.map((r) => [r.npn, r.upline_id]));
    expect(uplineOf.size).toBeGreaterThanOrEqual(150);
    expect(firstSeed.people).toBe(uplineOf.size);
    const depth = (npn: string | null): number => {
      const upline = uplineOf.get(npn);
      return upline ? 1 + depth(upline) : 0;
    };
    const deepest = Math.max(...[...uplineOf.keys()].map(depth));
    expect(deepest).toBeGreaterThanOrEqual(3);
    // Every upline named is a person in the agency.
    for (const upline of uplineOf.values()) if (upline) expect(uplineOf.has(upline)).toBe(true);
  });

  it('puts the agency owner of Settings at the top, and some people at two or three carriers', async () => {
    const settings = (await app().inject({ method: 'GET', url: '/api/settings' })).json();
    const owner = await database()
      .db.selectFrom('agents')
      .select(['name', 'role', 'upline_id'])
      .where('npn', '=', settings.agencyOwnerNpn)
      .execute();
    expect(owner.length).toBeGreaterThan(0);
    expect(owner[0]).toEqual({ name: settings.agencyOwnerName, role: 'Agency Owner', upline_id: null });
    const carriersPerPerson = new Map<string | null, Set<number | null>>();
    for (const row of await agentRows()) {
      carriersPerPerson.set(row.npn, (carriersPerPerson.get(row.npn) ?? new Set()).add(row.carrier_id));
    }
    const sizes = [...carriersPerPerson.values()].map((s) => s.size);
    expect(sizes.some((n) => n === 2)).toBe(true);
    expect(sizes.some((n) => n === 3)).toBe(true);
    const writingNumbers = await database().db.selectFrom('writing_numbers').select('agent_id').execute();
    expect(writingNumbers.length).toBe((await agentRows()).length);
  });

  it('has debts in all three age ranges, paid ones and credits, seen through the API', async () => {
    const debts: { debtAge: number; status: string; amount: number }[] = (
      await app().inject({ method: 'GET', url: '/api/debts' })
    ).json();
    expect(debts.length).toBe(firstSeed.debts);
    expect(debts.some((d) => d.debtAge <= 45)).toBe(true);
    expect(debts.some((d) => d.debtAge >= 46 && d.debtAge <= 90)).toBe(true);
    expect(debts.some((d) => d.debtAge >= 91)).toBe(true);
    expect(debts.some((d) => d.status === 'paid')).toBe(true);
    expect(debts.some((d) => d.amount < 0)).toBe(true);
  });

  it('fills every dashboard figure, the templates, the notices and the uploads', async () => {
    const stats = (await app().inject({ method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(stats.totalDebt).toBeGreaterThan(0);
    expect(stats.activeAgents).toBeGreaterThan(100);
    expect(stats.terminatedAgents).toBeGreaterThan(0);
    expect(stats.pendingActions).toBeGreaterThan(0);
    expect(stats.newAgentsThisMonth).toBeGreaterThan(0);
    const templates = (await app().inject({ method: 'GET', url: '/api/email-templates' })).json();
    expect(templates.map((t: { debtAgeMin: number; debtAgeMax: number }) => [t.debtAgeMin, t.debtAgeMax])).toEqual([
      [0, 45],
      [46, 90],
      [91, 999],
    ]);
    const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json();
    expect(history.length).toBe(firstSeed.notices);
    expect(history.length).toBeGreaterThan(0);
    expect(history[0].subject).not.toMatch(/\{\w+\}/);
    const uploads = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
    expect(uploads.length).toBeGreaterThan(0);
    expect((await app().inject({ method: 'POST', url: '/api/initialize' })).json()).toEqual({
      carriers: 0,
      templates: 0,
    });
  });

  it('seeding again does nothing: it says so and nothing doubles', async () => {
    const before = (await agentRows()).length;
    const debtsBefore = (await app().inject({ method: 'GET', url: '/api/debts' })).json().length;
    const again = await seedDemoData(database().db);
    expect(again.seeded).toBe(false);
    expect((await agentRows()).length).toBe(before);
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toHaveLength(debtsBefore);
  });
});
