import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';

type Named = { name: string; upline: string | null };

/**
 * A record that gives its upline by NPN only shows the name of the person with that NPN (leading
 * zeros ignored): not only in its details and the agents list, but wherever an upline name is shown,
 * searched or sorted: the agent lists' search and sort, the Unified Agents list (Team View's people
 * table), its window and export, and Team View's uplines and chain.
 */
describeApi('an upline given by NPN only is named, found and sorted by that name', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    for (const agent of [
      // Bea's NPN is written with a leading zero; Mo names her by NPN only, without it.
      { name: 'Bea Boss', agentId: 'AM-1', carrierId: 1, npn: '017350001' },
      { name: 'Mo Member', agentId: 'AM-2', carrierId: 1, npn: '17350002', uplineId: '17350001' },
      { name: 'Al Alpha', agentId: 'AE-3', carrierId: 2, npn: '17350003', upline: 'Zed Zulu', uplineId: '17359999' },
      { name: 'Cy Credit', agentId: 'AE-4', carrierId: 2, npn: '17350004', upline: 'Abe Able' },
      { name: 'Nia None', agentId: 'F-5', carrierId: 3, npn: '17350005' },
    ]) {
      const response = await app().inject({ method: 'POST', url: '/api/agents', payload: agent });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  const get = async <T>(url: string) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json() as T, total: response.headers['x-total-count'] };
  };
  const names = async (url: string) => (await get<Named[]>(url)).body.map((row) => row.name);
  const trpc = async <T>(path: string, input: object) =>
    (await get<{ result: { data: T } }>(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)).body.result
      .data;
  const csvLines = async (url: string) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.body.trim().split(/\r?\n/);
  };
  const BY_UPLINE = ['Cy Credit', 'Mo Member', 'Al Alpha', 'Bea Boss', 'Nia None'];
  const BY_UPLINE_DESC = ['Al Alpha', 'Mo Member', 'Cy Credit', 'Bea Boss', 'Nia None'];

  it('GET /api/agents and agent.window find the record by its upline name and sort it by that name', async () => {
    expect(await names('/api/agents?search=boss')).toEqual(['Bea Boss', 'Mo Member']);
    expect(await names('/api/agents?search=BEA%20B')).toEqual(['Bea Boss', 'Mo Member']);
    expect(await names('/api/agents?search=zulu')).toEqual(['Al Alpha']);
    expect(await names('/api/agents?sort=upline')).toEqual(BY_UPLINE);
    expect(await names('/api/agents?sort=upline&order=desc')).toEqual(BY_UPLINE_DESC);
    const window = await trpc<{ total: number; rows: Named[] }>('agent.window', {
      search: 'boss',
      sort: 'upline',
      limit: 1,
    });
    expect(window).toMatchObject({ total: 2, rows: [{ name: 'Mo Member', upline: 'Bea Boss' }] });
  });

  it('the agents CSV export searched and sorted by upline holds the record with its upline name', async () => {
    expect(await csvLines('/api/agents/export.csv?search=boss&sort=upline')).toEqual([
      'Name,AgentId,Carrier,Status,TotalDebt,DebtAge,Upline,NPN,Email,Phone',
      'Mo Member,AM-2,American Amicable,active,0.00,0,Bea Boss,17350002,,',
      'Bea Boss,AM-1,American Amicable,active,0.00,0,,017350001,,',
    ]);
  });

  it('GET /api/unified-agents shows the person with that upline name, whole and paged', async () => {
    const whole = (await get<Named[]>('/api/unified-agents')).body;
    expect(whole.find((p) => p.name === 'Mo Member')).toMatchObject({ upline: 'Bea Boss' });
    const paged = await get<Named[]>('/api/unified-agents?limit=2&offset=2');
    expect(paged.body.map((p) => [p.name, p.upline])).toEqual([
      ['Cy Credit', 'Abe Able'],
      ['Mo Member', 'Bea Boss'],
    ]);
  });

  it('GET /api/unified-agents and unifiedAgent.window (Team View) search and sort people by that name', async () => {
    const found = await get<Named[]>('/api/unified-agents?search=boss');
    expect(found.body.map((p) => p.name)).toEqual(['Bea Boss', 'Mo Member']);
    expect(found.total).toBe('2');
    expect(await names('/api/unified-agents?sort=upline')).toEqual(BY_UPLINE);
    expect(await names('/api/unified-agents?sort=upline&order=desc')).toEqual(BY_UPLINE_DESC);
    const window = await trpc<{ total: number; rows: Named[] }>('unifiedAgent.window', {
      search: 'bea',
      sort: 'upline',
      order: 'asc',
      limit: 10,
    });
    expect(window.total).toBe(2);
    expect(window.rows.map((p) => [p.name, p.upline])).toEqual([
      ['Mo Member', 'Bea Boss'],
      ['Bea Boss', null],
    ]);
  });

  it('the unified agents CSV export writes the upline name, and finds the person by it', async () => {
    const lines = await csvLines('/api/unified-agents/export.csv?search=boss&sort=upline');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Mo Member,17350002,,,Bea Boss,active,0\.00,1,/);
    expect(lines[2]).toMatch(/^Bea Boss,017350001,,,,active,0\.00,1,/);
  });

  it("Team View names the upline as the records naming them by NPN show it: the managers and an agent's chain", async () => {
    const managers = (await get<{ npn: string; name: string; directReports: number }[]>('/api/team/managers')).body;
    // Mo's upline NPN is Bea's (leading zeros ignored): Team View lists her by her own record's NPN.
    expect(managers.find((m) => m.npn === '017350001')).toMatchObject({ name: 'Bea Boss', directReports: 1 });
    // An upline nobody has a record of keeps the name the records give.
    expect(managers.find((m) => m.npn === '17359999')).toMatchObject({ name: 'Zed Zulu' });
    expect((await get('/api/team/chain?npn=17350002')).body).toEqual([
      { npn: '017350001', name: 'Bea Boss', level: 1 },
    ]);
  });
  it('a new record sent with the upline name it was shown (Unified view fallback) keeps following the upline', async () => {
    // As the Unified view's "Add Debt" sends Mo's profile to make his record at another carrier.
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: {
        name: 'Mo Member',
        agentId: '17350002',
        carrierId: 2,
        npn: '17350002',
        upline: 'Bea Boss',
        uplineId: '17350001',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ upline: 'Bea Boss', uplineId: '17350001' });
    const bea = (await get<{ id: number; name: string }[]>('/api/agents?search=Bea%20Boss')).body.find(
      (agent) => agent.name === 'Bea Boss',
    )!;
    const renamed = await app().inject({
      method: 'PUT',
      url: `/api/agents/${bea.id}`,
      payload: { firstName: 'Beatrice', lastName: 'Boss' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const record = await get<{ upline: string | null }>(`/api/agents/${created.json().id}`);
    expect(record.body.upline).toBe('Beatrice Boss');
  });
});
