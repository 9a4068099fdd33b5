import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';
import { upload } from './uploads';

type Agent = { id: number; npn: string | null; uplineNPN: string | null };

/**
 * One NPN rule (packages/schema/src/npn.ts) for POST and PUT /api/agents, tRPC and the agent-list
 * import: up to 10 digits, spaces, ".0" and thousands separators read, leading zeros kept; anything
 * else is a 400 naming the field, and nothing is stored.
 */
describeApi('an NPN is judged by one rule everywhere', ({ app, database, reset }) => {
  let agent: Agent;

  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Nora Pena', agentId: 'NP-1', carrierId: 1, npn: '19900500' },
    });
    expect(created.statusCode, created.body).toBe(200);
    agent = created.json();
  });

  const stored = async () =>
    database().db.selectFrom('agents').select(['id', 'npn', 'upline_id']).orderBy('id').execute();

  it('refuses text that is not an NPN on POST and PUT, naming the field; nothing changes', async () => {
    const before = await stored();
    const refusals: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/agents', { name: 'Bad Npn', agentId: 'API-10', carrierId: 1, npn: 'NPN-123' }, 'npn'],
      ['POST', '/api/agents', { name: 'Bad Up', agentId: 'API-11', carrierId: 1, uplineId: 'abc' }, 'uplineId'],
      ['POST', '/api/agents', { name: 'Too Long', agentId: 'API-12', carrierId: 1, npn: '12345678901' }, 'npn'],
      ['PUT', `/api/agents/${agent.id}`, { npn: '12-34-56' }, 'npn'],
      ['PUT', `/api/agents/${agent.id}`, { uplineNPN: 'abc' }, 'uplineNPN'],
      ['PUT', `/api/agents/${agent.id}`, { npn: '1.99E+07' }, 'npn'],
    ];
    for (const [method, url, payload, field] of refusals) {
      const response = await app().inject({ method: method as 'POST', url, payload });
      expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`${field}: "[^"]+" is not (an NPN|a number)`));
    }
    expect(await stored()).toEqual(before);
  });

  it('reads the harmless spellings as the import does: spaces, ".0", thousands separators; leading zeros kept', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Zero Lead', agentId: 'ZL-1', carrierId: 1, npn: ' 0019900501 ', uplineId: '19,900,500' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ npn: '0019900501', uplineNPN: '19900500' });
    const updated = await app().inject({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      payload: { npn: '19900500.0', uplineNPN: '' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ npn: '19900500', uplineNPN: null });
  });

  it('refuses it the same way through tRPC (agent.create, agent.saveEdit)', async () => {
    const create = await app().inject({
      method: 'POST',
      url: '/trpc/agent.create',
      payload: { name: 'Bad Npn', agentId: 'API-10', carrierId: 1, npn: 'NPN-123' },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().error.message).toContain('npn: "NPN-123" is not an NPN (up to 10 digits)');
    const save = await app().inject({
      method: 'POST',
      url: '/trpc/agent.saveEdit',
      payload: { id: agent.id, npn: '19900500', firstName: 'Nora', lastName: 'Pena', uplineNPN: 'abc', carriers: [] },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().error.message).toContain('uplineNPN: "abc" is not an NPN (up to 10 digits)');
  });

  it('an agent list says the same of the same value', async () => {
    const response = await upload(
      app(),
      '/api/import-agents',
      'roster.csv',
      'NPN,First Name,Last Name\nNPN-123,Bad,Npn\n 0019900502 ,Lead,Zero\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual(['Row 2: the NPN "NPN-123" is not an NPN (up to 10 digits)']);
    expect((await stored()).map((row) => row.npn)).toContain('0019900502');
  });
});
