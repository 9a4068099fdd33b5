import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Row = { id: number; name: string; npn: string | null; totalDebt: number; debtAge: number };

/**
 * The long lists page with `limit` and `offset`: the pages, read one after another, are exactly
 * the whole list (same order, same derived values), and bad paging is a 400 with a message.
 */
describeApi('paging GET /api/agents and GET /api/unified-agents', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    // 23 records for 20 people: three people have a second record at another carrier (same NPN).
    const ids = await insertAgents(
      database().db,
      Array.from({ length: 20 }, (_, i) => ({
        name: `Person ${String.fromCharCode(90 - i)} ${i}`,
        npn: `9000${i}`,
        carrier_id: 1 + (i % 3),
        agent_id: `W-${i}`,
      })),
    );
    const second = await insertAgents(
      database().db,
      [3, 7, 11].map((i) => ({ name: `Person ${i} Second`, npn: `9000${i}`, carrier_id: 1 + ((i + 1) % 3) })),
    );
    const rows = [...ids, ...second].flatMap((agentId, i) => [
      { agent_id: agentId, carrier_id: 1 + (i % 3), amount: `${i}.25`, status: 'outstanding', incurred_on: daysAgo(i) },
      {
        agent_id: agentId,
        carrier_id: 1 + (i % 3),
        amount: '1.10',
        status: 'outstanding',
        incurred_on: daysAgo(2 * i),
      },
    ]);
    await database().db.insertInto('debts').values(rows).execute();
  });

  async function get(url: string) {
    const response = await app().inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as Row[] & { message?: string } };
  }

  async function allPages(path: string, limit: number): Promise<Row[]> {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = await get(`${path}?limit=${limit}&offset=${offset}`);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(limit);
      rows.push(...page.body);
      if (page.body.length < limit) return rows;
    }
  }

  for (const path of ['/api/agents', '/api/unified-agents']) {
    it(`${path}: pages of 4, then of 7, put together are the whole list`, async () => {
      const whole = await get(path);
      expect(whole.status).toBe(200);
      expect(whole.body).toHaveLength(path === '/api/agents' ? 23 : 20);
      expect(await allPages(path, 4)).toEqual(whole.body);
      expect(await allPages(path, 7)).toEqual(whole.body);
    });

    it(`${path}: a page past the end is empty; offset alone starts later`, async () => {
      const whole = await get(path);
      expect((await get(`${path}?limit=5&offset=500`)).body).toEqual([]);
      expect((await get(`${path}?offset=3`)).body).toEqual(whole.body.slice(3));
    });

    it(`${path}: refuses bad paging with 400 and a message naming the field`, async () => {
      for (const query of ['limit=0', 'limit=-1', 'limit=1.5', 'limit=abc', 'limit=5001', 'offset=-2', 'limit=1e309']) {
        const response = await get(`${path}?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.message, query).toMatch(query.startsWith('limit') ? /limit/ : /offset/);
      }
    });
  }

  it('a page carries the same debt totals and ages as the whole list', async () => {
    const whole = (await get('/api/agents')).body;
    const page = (await get('/api/agents?limit=3&offset=10')).body;
    expect(page).toEqual(whole.slice(10, 13));
    expect(page.map((r) => r.totalDebt)).toEqual([11.35, 12.35, 13.35]);
    expect(page.map((r) => r.debtAge)).toEqual([20, 22, 24]);
  });

  it('the tRPC list still answers without input', async () => {
    const response = await app().inject({ method: 'GET', url: '/trpc/agent.list' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toHaveLength(23);
  });
});
