import { beforeAll, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Agent = { id: number; name: string; totalDebt: number; debtAge: number };

/** A CSV's cells as the text written (no number or date guessing). */
function parse(csv: string): string[][] {
  const book = XLSX.read(csv, { type: 'string', raw: true });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

/**
 * Issue 15: the agent tables (Dashboard, Individual Agents) searched, filtered and sorted by the
 * server. A script sorts GET /api/agents with `sort` and `order`; the screens read a window at a
 * time through tRPC (agent.window, with the total) and the status cards from agent.statusCounts;
 * the dashboard's export streams the same rows as SPEC's agents-{date}.csv.
 */
describeApi('agent records searched, filtered, sorted and exported by the server', ({ app, database, reset }) => {
  beforeAll(async () => {
    await reset();
    await initCompanies(app());
    const [agent2, agent10, bea, cy, dee] = (await insertAgents(database().db, [
      { name: 'Agent2 Lower', agent_id: 'AM-A2', carrier_id: 1 },
      { name: 'agent10 Lower', agent_id: 'AM-A10', carrier_id: 1, upline: 'Bea Middle' },
      { name: 'Bea Middle', agent_id: 'AM-B', carrier_id: 2, email: 'bea@example.com' },
      { name: 'Cy Credit', agent_id: 'AM-C', carrier_id: 3, status: 'terminated' },
      { name: 'Dee Nodebt', agent_id: 'AM-D', carrier_id: 2, upline: '=cmd()' },
    ])) as [number, number, number, number, number];
    expect(dee).toBeGreaterThan(0);
    const written = await app().inject({
      method: 'POST',
      url: '/api/writing-numbers/upsert',
      payload: {
        agentId: bea,
        carrierId: 1,
        writingNumber: 'WN-777',
        identifierType: 'writingNumber',
        status: 'active',
      },
    });
    expect(written.statusCode).toBe(200);
    await database()
      .db.insertInto('debts')
      .values([
        { agent_id: agent2, carrier_id: 1, amount: '0.00', status: 'outstanding', incurred_on: daysAgo(0) },
        { agent_id: agent10, carrier_id: 1, amount: '1200.50', status: 'outstanding', incurred_on: daysAgo(60) },
        { agent_id: bea, carrier_id: 2, amount: '250.00', status: 'outstanding', incurred_on: daysAgo(100) },
        { agent_id: bea, carrier_id: 2, amount: '999.00', status: 'paid', incurred_on: daysAgo(300) },
        { agent_id: cy, carrier_id: 3, amount: '-40.00', status: 'outstanding', incurred_on: daysAgo(50) },
      ])
      .execute();
  });

  async function list(query: string) {
    const response = await app().inject({ method: 'GET', url: `/api/agents?${query}` });
    const body = response.json() as Agent[] & { message?: string };
    return {
      status: response.statusCode,
      total: response.headers['x-total-count'],
      names: Array.isArray(body) ? body.map((a) => a.name) : [],
      body,
    };
  }
  async function trpc<T>(path: string, input?: object) {
    const query = input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
    const response = await app().inject({ method: 'GET', url: `/trpc/${path}${query}` });
    return { status: response.statusCode, data: (response.json() as { result?: { data: T } }).result?.data };
  }

  it('GET /api/agents sorts by name as people read it (Agent2 before agent10), by debt and by age, both ways', async () => {
    expect((await list('sort=name')).names).toEqual([
      'Agent2 Lower',
      'agent10 Lower',
      'Bea Middle',
      'Cy Credit',
      'Dee Nodebt',
    ]);
    expect((await list('sort=name&order=desc')).names).toEqual([
      'Dee Nodebt',
      'Cy Credit',
      'Bea Middle',
      'agent10 Lower',
      'Agent2 Lower',
    ]);
    // Equal totals keep the records' id order; a credit is the smallest; paid debts do not count.
    expect((await list('sort=totalDebt')).names).toEqual([
      'Cy Credit',
      'Agent2 Lower',
      'Dee Nodebt',
      'Bea Middle',
      'agent10 Lower',
    ]);
    expect((await list('sort=totalDebt&order=desc')).names).toEqual([
      'agent10 Lower',
      'Bea Middle',
      'Agent2 Lower',
      'Dee Nodebt',
      'Cy Credit',
    ]);
    // Only what is owed has an age; the rest goes last either way.
    const byAge = await list('sort=debtAge&order=desc');
    expect(byAge.names.slice(0, 2)).toEqual(['Bea Middle', 'agent10 Lower']);
    expect((await list('sort=debtAge')).names.slice(0, 2)).toEqual(['agent10 Lower', 'Bea Middle']);
    expect((await list('sort=status')).names.at(-1)).toBe('Cy Credit');
    // Empty uplines go last ascending and descending alike.
    expect((await list('sort=upline')).names.slice(0, 2)).toEqual(['Dee Nodebt', 'agent10 Lower']);
    expect((await list('sort=upline&order=desc')).names.slice(0, 2)).toEqual(['agent10 Lower', 'Dee Nodebt']);
  });

  it('GET /api/agents pages a sorted, filtered list with X-Total-Count, and refuses an unknown order', async () => {
    const page = await list('sort=name&limit=2&offset=1');
    expect(page.names).toEqual(['agent10 Lower', 'Bea Middle']);
    expect(page.total).toBe('5');
    // Bea is at carrier 1 by a writing number only.
    expect((await list('carrierId=1&sort=name')).names).toEqual(['Agent2 Lower', 'agent10 Lower', 'Bea Middle']);
    expect((await list('search=wn-777')).names).toEqual(['Bea Middle']);
    const wrong = await list('sort=size&order=up');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/sort/);
    expect(wrong.body.message).toMatch(/order/);
  });

  it('agent.window (tRPC): the rows in view and how many the filters keep; agent.statusCounts', async () => {
    const top = await trpc<{ total: number; rows: Agent[] }>('agent.window', {
      sort: 'totalDebt',
      order: 'desc',
      limit: 2,
    });
    expect(top.data?.total).toBe(5);
    expect(top.data?.rows.map((a) => [a.name, a.totalDebt, a.debtAge])).toEqual([
      ['agent10 Lower', 1200.5, 60],
      ['Bea Middle', 250, 100],
    ]);
    const second = await trpc<{ total: number; rows: Agent[] }>('agent.window', {
      search: 'LOWER',
      offset: 1,
      limit: 1,
    });
    expect(second.data).toMatchObject({ total: 2, rows: [{ name: 'agent10 Lower' }] });
    const active = await trpc<{ total: number; rows: Agent[] }>('agent.window', { status: 'active', limit: 1 });
    expect(active.data?.total).toBe(4);
    expect((await trpc('agent.window', { limit: 501 })).status).toBe(400);
    expect((await trpc('agent.statusCounts')).data).toEqual({ total: 5, active: 4, inactive: 0, terminated: 1 });
  });

  it("GET /api/agents/export.csv: the dashboard's ten columns, for the filtered rows in their order", async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/agents/export.csv?status=active&sort=totalDebt&order=desc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="agents-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(response.body);
    expect(header).toEqual([
      'Name',
      'AgentId',
      'Carrier',
      'Status',
      'TotalDebt',
      'DebtAge',
      'Upline',
      'NPN',
      'Email',
      'Phone',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual([
      ['agent10 Lower', 'AM-A10', 'active', '1200.50', '60'],
      ['Bea Middle', 'AM-B', 'active', '250.00', '100'],
      ['Agent2 Lower', 'AM-A2', 'active', '0.00', '0'],
      ['Dee Nodebt', 'AM-D', 'active', '0.00', '0'],
    ]);
    expect(rows[1]?.[8]).toBe('bea@example.com');
    // An upline a spreadsheet would run as a formula is written as text.
    expect(rows[3]?.[6]).toBe("'=cmd()");

    // The Database Viewer's Agents tab: its own columns, found by the record id shown in its ID column.
    const [bea] = (await list('search=wn-777')).body;
    const viewer = await app().inject({
      method: 'GET',
      url: `/api/agents/export.csv?columns=database&search=${bea!.id}`,
    });
    expect(viewer.headers['content-disposition']).toMatch(/filename="agent-records-\d{4}-\d{2}-\d{2}\.csv"/);
    const [viewerHeader, ...viewerRows] = parse(viewer.body);
    expect(viewerHeader).toEqual(['ID', 'Name', 'Carrier', 'Status', 'Email', 'Phone', 'NPN', 'Upline', 'Created']);
    expect(viewerRows.map((r) => r.slice(0, 5))).toEqual([
      [String(bea!.id), 'Bea Middle', expect.any(String), 'active', 'bea@example.com'],
    ]);

    const searched = await app().inject({ method: 'GET', url: '/api/agents/export.csv?search=nobody' });
    expect(parse(searched.body)).toEqual([header]);
    for (const query of ['limit=5', 'sort=bogus', 'carrierId=abc', 'columns=all']) {
      const wrong = await app().inject({ method: 'GET', url: `/api/agents/export.csv?${query}` });
      expect(wrong.statusCode, query).toBe(400);
      expect(wrong.json().message, query).toMatch(/limit|sort|carrierId|columns/);
    }
  });
});
