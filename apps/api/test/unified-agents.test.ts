import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Person = { id: number; name: string; npn: string | null; status: string; totalDebt: number };

describeApi('unified agent profiles', ({ app, database, reset }) => {
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

  const people = async (): Promise<(Person & Record<string, unknown>)[]> => {
    const response = await app().inject({ method: 'GET', url: '/api/unified-agents' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('is empty without agents', async () => {
    expect(await people()).toEqual([]);
  });

  it('groups one person with records at two carriers by NPN, summing debts per carrier and in total', async () => {
    const [amam, aetna, noNpn] = await insertAgents(database().db, [
      { name: 'Pat Lee', npn: '777', carrier_id: 1, agent_id: 'AM-1', status: 'terminated', email: 'pat@example.com' },
      { name: 'Patricia Lee', npn: '777', carrier_id: 2, agent_id: 'AE-9', status: 'active', upline_id: '100' },
      { name: 'No  Npn Person', npn: null, carrier_id: 3, agent_id: 'F-3', status: 'terminated' },
    ]);
    await debt(amam!, 1, '100.05', 100);
    await debt(amam!, 1, '0.10', 3);
    await debt(aetna!, 2, '-20.00', 10);
    await debt(aetna!, 2, '999.00', 10, 'paid');
    await debt(noNpn!, 3, '50.00', 50);
    const all = await people();
    expect(all).toHaveLength(2);
    const pat = all.find((p) => p.npn === '777')!;
    expect(pat).toMatchObject({
      id: amam,
      name: 'Pat Lee',
      email: 'pat@example.com',
      phone: null,
      uplineId: '100',
      status: 'active',
      totalDebt: 80.15,
      debtAge: 100,
      activeCarriers: 2,
      lastContactAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((pat.agentIds as string[]).sort()).toEqual(['AE-9', 'AM-1']);
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
    const other = all.find((p) => p.npn === null)!;
    expect(other).toMatchObject({
      id: noNpn,
      name: 'No  Npn Person',
      totalDebt: 50,
      status: 'terminated',
      activeCarriers: 1,
      agentIds: ['F-3'],
    });
  });

  it('groups records without an NPN by their name, ignoring case and runs of spaces', async () => {
    const [first, second, withNpn] = await insertAgents(database().db, [
      { name: 'Sam  Doe', npn: null, carrier_id: 1, agent_id: 'S-1', status: 'inactive' },
      { name: 'sam doe', npn: '', carrier_id: 2, agent_id: 'S-2', status: 'inactive' },
      { name: 'Sam Doe', npn: '4242', carrier_id: 3, agent_id: 'S-3' },
    ]);
    await debt(first!, 1, '10.00');
    await debt(second!, 2, '2.50');
    await debt(withNpn!, 3, '1.00');
    const all = (await people()).sort((a, b) => a.id - b.id);
    expect(all.map((p) => [p.id, p.npn, p.totalDebt, p.activeCarriers, p.status])).toEqual([
      [first, null, 12.5, 2, 'inactive'],
      [withNpn, '4242', 1, 1, 'active'],
    ]);
  });

  it("takes a person's status as active over inactive over terminated, as an agent list sets their own", async () => {
    await insertAgents(database().db, [
      { name: 'Pending Elsewhere', npn: '1', carrier_id: 1, status: 'inactive' },
      { name: 'Pending Elsewhere', npn: '1', carrier_id: 2, status: 'terminated' },
      { name: 'Active Somewhere', npn: '2', carrier_id: 1, status: 'terminated' },
      { name: 'Active Somewhere', npn: '2', carrier_id: 3, status: 'active' },
      { name: 'Over Everywhere', npn: '3', carrier_id: 1, status: 'terminated' },
      { name: 'Over Everywhere', npn: '3', carrier_id: 2, status: 'terminated' },
    ]);
    const statuses = Object.fromEntries((await people()).map((p) => [p.npn, p.status]));
    expect(statuses).toEqual({ '1': 'inactive', '2': 'active', '3': 'terminated' });
  });

  it('X-Total-Count counts people, not agent records, with and without filters', async () => {
    await insertAgents(database().db, [
      { name: 'Pat Lee', npn: '777', carrier_id: 1, status: 'terminated' },
      { name: 'Patricia Lee', npn: '777', carrier_id: 2, status: 'active' },
      { name: 'Pat Lee', npn: '777', carrier_id: 3, status: 'terminated' },
      { name: 'Ann Ode', npn: null, carrier_id: 3, status: 'terminated' },
      { name: 'Ann Ode', npn: null, carrier_id: 1, status: 'terminated' },
      { name: 'Bo Ray', npn: '12', carrier_id: 1, status: 'active' },
    ]);
    const total = async (query: string) => {
      const response = await app().inject({ method: 'GET', url: `/api/unified-agents?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.headers['x-total-count'];
    };
    expect(await total('limit=1')).toBe('3');
    expect(await total('limit=1&status=active')).toBe('2');
    expect(await total('limit=1&status=terminated')).toBe('1');
    expect(await total('limit=1&search=lee')).toBe('1');
  });

  it('counts distinct carriers once even with two records at the same carrier', async () => {
    await insertAgents(database().db, [
      { name: 'Twice', npn: '9', carrier_id: 1, agent_id: 'T-1' },
      { name: 'Twice', npn: '9', carrier_id: 1, agent_id: 'T-2' },
    ]);
    const [twice] = await people();
    expect(twice).toMatchObject({ activeCarriers: 1, agentIds: ['T-1', 'T-2'] });
    expect(twice!.carrierDebts).toHaveLength(2);
  });

  it('GET /api/unified-agents/export.csv streams every person in parts, in order, with X-Total-Count (issue 15)', async () => {
    const db = database().db;
    // More people than one part of the export (2,000), so the parts must join up in order.
    await db
      .insertInto('agents')
      .values(
        Array.from({ length: 2050 }, (_, i) => ({
          name: `Person ${String(i + 1).padStart(4, '0')}`,
          carrier_id: 1 + ((i + 1) % 3),
          npn: String(50001 + i),
          status: 'active' as const,
        })),
      )
      .execute();
    const [ann] = await insertAgents(db, [{ name: 'Ann Credit', npn: '1', carrier_id: 2, agent_id: 'AE-1' }]);
    await debt(ann!, 2, '-12.50');
    const response = await app().inject({ method: 'GET', url: '/api/unified-agents/export.csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="unified_agents_export_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-total-count']).toBe('2051');
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header!.split(',')).toHaveLength(19);
    expect(lines).toHaveLength(2051);
    expect(lines.map((line) => line.split(',')[0])).toEqual([
      'Ann Credit',
      ...Array.from({ length: 2050 }, (_, i) => `Person ${String(i + 1).padStart(4, '0')}`),
    ]);
    expect(lines[0]).toBe(
      `Ann Credit,1,,,,active,-12.50,1,,0.00,No Record,AE-1,-12.50,active,,0.00,No Record,${lines[0]!.slice(-21)}`,
    );

    const filtered = await app().inject({
      method: 'GET',
      url: '/api/unified-agents/export.csv?search=person%20205&sort=name&order=desc',
    });
    expect(filtered.headers['x-total-count']).toBe('1');
    expect(filtered.body.trim().split('\r\n')[1]).toMatch(/^Person 2050,52050,/);
    const refused = await app().inject({ method: 'GET', url: '/api/unified-agents/export.csv?sort=premium' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/sort/);
  });

  it('sorts people on the server by name, debt, status and NPN, and reads a window with the total (issue 15)', async () => {
    const [ann1, ann2, bob, cy, dee] = await insertAgents(database().db, [
      { name: 'Agent10 Ann', npn: '300', carrier_id: 1 },
      { name: 'Agent10 Ann', npn: '300', carrier_id: 2 },
      { name: 'Agent2 Bob', npn: '100', carrier_id: 1, status: 'terminated' },
      { name: 'Cy Credit', npn: null, carrier_id: 3 },
      { name: 'Dee Zero', npn: '200', carrier_id: 2 },
    ]);
    await debt(ann1!, 1, '100.00');
    await debt(ann2!, 2, '150.25');
    await debt(bob!, 1, '200.00');
    await debt(cy!, 3, '-40.00');
    expect(dee).toBeGreaterThan(0);
    const names = async (query: string) => {
      const response = await app().inject({ method: 'GET', url: `/api/unified-agents?${query}` });
      expect(response.statusCode, query).toBe(200);
      return (response.json() as Person[]).map((p) => p.name);
    };
    expect(await names('sort=name')).toEqual(['Agent2 Bob', 'Agent10 Ann', 'Cy Credit', 'Dee Zero']);
    // Ann owes 250.25 over her two records, more than Bob's 200.
    expect(await names('sort=totalDebt&order=desc')).toEqual(['Agent10 Ann', 'Agent2 Bob', 'Dee Zero', 'Cy Credit']);
    expect(await names('sort=status&order=desc')).toEqual(['Agent2 Bob', 'Agent10 Ann', 'Cy Credit', 'Dee Zero']);
    // No NPN goes last in either direction.
    expect(await names('sort=npn')).toEqual(['Agent2 Bob', 'Dee Zero', 'Agent10 Ann', 'Cy Credit']);
    expect(await names('sort=npn&order=desc')).toEqual(['Agent10 Ann', 'Dee Zero', 'Agent2 Bob', 'Cy Credit']);
    expect(await names('sort=totalDebt&order=desc&limit=2&offset=1')).toEqual(['Agent2 Bob', 'Dee Zero']);
    const wrong = await app().inject({ method: 'GET', url: '/api/unified-agents?sort=age' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/sort/);

    const input = encodeURIComponent(JSON.stringify({ sort: 'totalDebt', order: 'desc', limit: 1, status: 'active' }));
    const window = await app().inject({ method: 'GET', url: `/trpc/unifiedAgent.window?input=${input}` });
    expect(window.statusCode).toBe(200);
    const data = window.json().result.data as { total: number; rows: (Person & { carrierDebts: unknown[] })[] };
    expect(data.total).toBe(3);
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({ name: 'Agent10 Ann', totalDebt: 250.25 });
    expect(data.rows[0]!.carrierDebts).toHaveLength(2);
  });
});
