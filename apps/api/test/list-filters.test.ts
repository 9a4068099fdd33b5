import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Agent = { id: number; name: string; carrierId: number | null; status: string; npn: string | null };

/**
 * What a script sees of the list filters: only the matching rows, X-Total-Count the number of
 * matching rows whatever the page, pages that put together are the whole filtered list, the same
 * filters on tRPC, and a 400 naming the field for a bad value.
 */
describeApi('list filters and X-Total-Count', ({ app, database, reset }) => {
  let ids: number[] = [];
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    ids = await insertAgents(database().db, [
      { name: 'Elizabeth Brown', npn: '111', carrier_id: 1, status: 'terminated', agent_id: 'AM-1' },
      { name: 'Samantha D Long', npn: '222', carrier_id: 1, status: 'active', agent_id: 'AM-2' },
      { name: 'Tom Terminated', npn: '333', carrier_id: 1, status: 'terminated', agent_id: 'AM-3' },
      { name: 'Other Carrier', npn: '444', carrier_id: 2, status: 'terminated', agent_id: 'AE-4' },
      { name: 'Elizabeth Brown', npn: '111', carrier_id: 2, status: 'active', agent_id: 'AE-5' },
      { name: 'Wendy Writer', npn: '555', carrier_id: 2, status: 'terminated', agent_id: 'AE-6' },
    ]);
    // Wendy is linked to carrier 1 by a writing number there.
    await database()
      .db.insertInto('writing_numbers')
      .values({ agent_id: ids[5]!, carrier_id: 1, writing_number: 'WN-77', writing_number_key: 'WN77' })
      .execute();
    await database()
      .db.insertInto('debts')
      .values([
        { agent_id: ids[0]!, carrier_id: 1, amount: '10.00', status: 'outstanding', incurred_on: daysAgo(3) },
        { agent_id: ids[0]!, carrier_id: 1, amount: '0.00', status: 'paid', incurred_on: daysAgo(3) },
        { agent_id: ids[1]!, carrier_id: 1, amount: '20.50', status: 'outstanding', incurred_on: daysAgo(3) },
        { agent_id: ids[3]!, carrier_id: 2, amount: '30.25', status: 'outstanding', incurred_on: daysAgo(3) },
      ])
      .execute();
  });

  async function get(url: string) {
    const response = await app().inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      total: response.headers['x-total-count'],
      body: response.json() as Agent[] & { message?: string; issues?: { path: string[] }[] },
    };
  }

  it('GET /api/agents?carrierId=1&status=terminated: only those rows; X-Total-Count whatever the limit', async () => {
    const all = await get('/api/agents?carrierId=1&status=terminated');
    expect(all.status).toBe(200);
    expect(all.body.map((a) => a.name)).toEqual(['Elizabeth Brown', 'Tom Terminated', 'Wendy Writer']);
    expect(all.body.every((a) => a.status === 'terminated')).toBe(true);
    expect(all.total).toBe('3');
    const page = await get('/api/agents?carrierId=1&status=terminated&limit=1&offset=1');
    expect(page.body.map((a) => a.name)).toEqual(['Tom Terminated']);
    expect(page.total).toBe('3');
    const pages = [];
    for (let offset = 0; offset < 5; offset += 2) {
      pages.push(...(await get(`/api/agents?carrierId=1&status=terminated&limit=2&offset=${offset}`)).body);
    }
    expect(pages).toEqual(all.body);
    expect((await get('/api/agents')).total).toBe('6');
    expect((await get('/api/agents?npn=111')).body.map((a) => a.id)).toEqual([ids[0], ids[4]]);
  });

  it('search reads as the screens do: substrings of name, ids, writing numbers; a whole name under the one person rule', async () => {
    const names = async (search: string) =>
      (await get(`/api/agents?search=${encodeURIComponent(search)}`)).body.map((a) => a.name);
    expect(await names('brown')).toEqual(['Elizabeth Brown', 'Elizabeth Brown']);
    expect(await names('Brown, Elizabeth')).toEqual(['Elizabeth Brown', 'Elizabeth Brown']);
    expect(await names('Samantha Long')).toEqual(['Samantha D Long']);
    expect(await names('ae-4')).toEqual(['Other Carrier']);
    expect(await names('wn-77')).toEqual(['Wendy Writer']);
    expect(await names('nobody')).toEqual([]);
    const unified = await get('/api/unified-agents?search=brown&status=active');
    expect(unified.body.map((p) => p.name)).toEqual(['Elizabeth Brown']);
    expect(unified.total).toBe('1');
    const terminated = await get('/api/unified-agents?status=terminated');
    expect(terminated.body.map((p) => p.name).sort()).toEqual(['Other Carrier', 'Tom Terminated', 'Wendy Writer']);
    expect(terminated.total).toBe('3');
    const paged = await get('/api/unified-agents?status=terminated&limit=2&offset=2');
    expect(paged.body).toHaveLength(1);
    expect(paged.total).toBe('3');
  });

  it('updatedSince keeps records changed at or after the moment (a date or a date-time)', async () => {
    await database()
      .db.updateTable('agents')
      .set({ updated_at: new Date('2020-01-01T00:00:00Z') })
      .execute();
    await app().inject({ method: 'PUT', url: `/api/agents/${ids[2]}`, payload: { phone: '555-0199' } });
    const recent = await get(`/api/agents?updatedSince=${new Date(Date.now() - 3_600_000).toISOString()}`);
    expect(recent.body.map((a) => a.id)).toEqual([ids[2]]);
    expect(recent.total).toBe('1');
    expect((await get('/api/agents?updatedSince=2019-12-31')).total).toBe('6');
    expect((await get('/api/agents?updatedSince=2020-01-02')).body.map((a) => a.id)).toEqual([ids[2]]);
  });

  it('GET /api/debts filters by agentId, carrierId and status, counted in X-Total-Count', async () => {
    const debts = await get(`/api/debts?carrierId=1&status=outstanding`);
    expect(debts.body).toHaveLength(2);
    expect(debts.total).toBe('2');
    const one = await get(`/api/debts?agentId=${ids[0]}&carrierId=1&status=paid`);
    expect(one.body).toHaveLength(1);
    expect(one.total).toBe('1');
    const page = await get('/api/debts?limit=1&offset=3');
    expect(page.body).toHaveLength(1);
    expect(page.total).toBe('4');
  });

  it('GET /api/email-history and /api/file-uploads take since, limit and offset', async () => {
    for (const path of ['/api/email-history', '/api/file-uploads']) {
      const all = await get(`${path}?since=2020-01-01&limit=10`);
      expect(all.status, path).toBe(200);
      expect(all.total, path).toBe(String(all.body.length));
    }
    await database()
      .db.insertInto('email_history')
      .values([
        { agent_id: ids[0]!, to_address: 'a@example.com', subject: 'Old', sent_at: new Date('2021-05-01T00:00:00Z') },
        { agent_id: ids[1]!, to_address: 'b@example.com', subject: 'New', sent_at: new Date('2099-01-02T00:00:00Z') },
      ])
      .execute();
    const recent = await get('/api/email-history?since=2099-01-01T23:00:00Z');
    expect(recent.body.map((h) => (h as unknown as { subject: string }).subject)).toEqual(['New']);
    expect(recent.total).toBe('1');
    expect((await get('/api/email-history?limit=1')).total).toBe('2');
  });

  it('reads sort and order in any case, as scripts write them (`sort=Name&order=DESC`), as status is', async () => {
    const written = await get('/api/agents?carrierId=1&sort=Name&order=DESC');
    expect(written.status).toBe(200);
    expect(written.body.map((a) => a.name)).toEqual(
      (await get('/api/agents?carrierId=1&sort=name&order=desc')).body.map((a) => a.name),
    );
    expect(written.body.map((a) => a.name)).toEqual([
      'Wendy Writer',
      'Tom Terminated',
      'Samantha D Long',
      'Elizabeth Brown',
    ]);
    const debts = await get('/api/debts?sort=AMOUNT&order=Asc');
    expect(debts.status).toBe(200);
    expect((debts.body as unknown as { amount: number }[]).map((d) => d.amount)).toEqual([0, 10, 20.5, 30.25]);
    for (const url of ['/api/agents?order=down', '/api/agents?sort=size', '/api/debts?order=']) {
      expect((await get(url)).status, url).toBe(400);
    }
  });

  it('refuses bad filter values with a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/api/agents?status=retired', 'status'],
      ['/api/agents?updatedSince=yesterday', 'updatedSince'],
      ['/api/agents?updatedSince=2026-02-30', 'updatedSince'],
      ['/api/agents?carrierId=one', 'carrierId'],
      ['/api/unified-agents?status=gone', 'status'],
      ['/api/debts?status=owed', 'status'],
      ['/api/email-history?since=soon', 'since'],
      ['/api/file-uploads?since=2026-13-01', 'since'],
      ['/api/agents?statu=active', 'statu'],
    ] as const) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(
        response.body.issues?.map((i) => i.path.join('.')),
        url,
      ).toContain(field);
    }
  });

  it('takes the same filters on tRPC (agent.list, unifiedAgent.list, debt.list)', async () => {
    const trpc = async (path: string, input: object) => {
      const response = await app().inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      });
      return { status: response.statusCode, json: response.json() as { result: { data: Agent[] } } };
    };
    const agents = await trpc('agent.list', { carrierId: 1, status: 'terminated', limit: 2 });
    expect(agents.status).toBe(200);
    expect(agents.json.result.data.map((a) => a.name)).toEqual(['Elizabeth Brown', 'Tom Terminated']);
    const people = await trpc('unifiedAgent.list', { search: 'Brown, Elizabeth' });
    expect(people.json.result.data.map((p) => p.name)).toEqual(['Elizabeth Brown']);
    const debts = await trpc('debt.list', { carrierId: 2 });
    expect(debts.json.result.data).toHaveLength(1);
    expect((await trpc('agent.list', { status: 'retired' })).status).toBe(400);
  });
});
