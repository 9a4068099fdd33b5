import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './harness';

/**
 * Hostile requests, each with its expected outcome: a clear 4xx, or stored verbatim and given
 * back as text. After every refusal the server is up and nothing changed.
 */
describeApi('hostile JSON requests', ({ app, database }) => {
  let agentId: number;

  async function counts() {
    const db = database().db;
    const [carriers, agents, debts] = await Promise.all(
      (['carriers', 'agents', 'debts'] as const).map((t) =>
        db.selectFrom(t).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ),
    );
    return { carriers: carriers?.n, agents: agents?.n, debts: debts?.n };
  }

  beforeAll(async () => {
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    const agent = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Base Agent', agentId: 'BASE-1', carrierId: 1 },
    });
    agentId = agent.json().id;
  });

  const refusals: {
    name: string;
    method: 'POST' | 'PUT' | 'GET' | 'DELETE';
    url: string;
    payload?: string | object;
    status: number;
    headers?: Record<string, string>;
  }[] = [
    {
      name: 'malformed JSON',
      method: 'POST',
      url: '/api/carriers',
      payload: '{"name": "A", "code": ',
      status: 400,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'JSON that is only a string',
      method: 'POST',
      url: '/api/carriers',
      payload: '"hello"',
      status: 400,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'an array instead of an object',
      method: 'POST',
      url: '/api/carriers',
      payload: '[1,2,3]',
      status: 400,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'oversize body (2 MB)',
      method: 'POST',
      url: '/api/carriers',
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000), code: 'BIG' }),
      status: 413,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'deeply nested JSON',
      method: 'POST',
      url: '/api/carriers',
      payload: '['.repeat(100_000) + ']'.repeat(100_000),
      status: 400,
      headers: { 'content-type': 'application/json' },
    },
    { name: 'id 1e309', method: 'DELETE', url: '/api/carriers/1e309', status: 400 },
    { name: 'id -1', method: 'DELETE', url: '/api/carriers/-1', status: 400 },
    { name: 'id 1.5', method: 'DELETE', url: '/api/carriers/1.5', status: 400 },
    { name: 'id beyond int4', method: 'DELETE', url: '/api/carriers/99999999999', status: 400 },
    { name: 'id with SQL', method: 'GET', url: '/api/agents/1%20or%201=1', status: 400 },
    {
      name: 'query param with SQL',
      method: 'GET',
      url: '/api/writing-numbers?agentId=1;drop%20table%20agents',
      status: 400,
    },
    {
      name: 'amount 1e309 (Infinity)',
      method: 'POST',
      url: '/api/debts',
      payload: '{"agentId": 1, "carrierId": 1, "amount": 1e309}',
      status: 400,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'amount "lots"',
      method: 'POST',
      url: '/api/debts',
      payload: { agentId: 1, carrierId: 1, amount: 'lots' },
      status: 400,
    },
    {
      name: 'amount too large for numeric(14,2)',
      method: 'POST',
      url: '/api/debts',
      payload: { agentId: 1, carrierId: 1, amount: 1e15 },
      status: 400,
    },
    {
      name: 'agentId 1.5 in a body',
      method: 'POST',
      url: '/api/debts',
      payload: { agentId: 1.5, carrierId: 1, amount: 5 },
      status: 400,
    },
    {
      name: 'agentId -1 in a body',
      method: 'POST',
      url: '/api/debts',
      payload: { agentId: -1, carrierId: 1, amount: 5 },
      status: 400,
    },
    {
      name: 'NUL in a text field',
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Bad\u0000Name', code: 'NUL1' },
      status: 400,
    },
    {
      name: 'compLevel as text',
      method: 'PUT',
      url: '/api/agents/1',
      payload: { npn: '1', firstName: 'A', lastName: 'B', compLevel: 'lots' },
      status: 400,
    },
    {
      name: 'status outside its enum',
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'A', agentId: 'B', carrierId: 1, status: 'deleted' },
      status: 400,
    },
    {
      name: 'form-encoded write',
      method: 'POST',
      url: '/api/carriers',
      payload: 'name=A&code=B',
      status: 415,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      name: 'text/plain write',
      method: 'POST',
      url: '/api/init-companies',
      payload: '{}',
      status: 415,
      headers: { 'content-type': 'text/plain' },
    },
  ];

  for (const request of refusals) {
    it(`refuses ${request.name} with ${request.status} and a message, changing nothing`, async () => {
      const before = await counts();
      const response = await app().inject({
        method: request.method,
        url: request.url.replace('/api/agents/1', `/api/agents/${agentId}`),
        payload: request.payload as string,
        headers: request.headers,
      });
      expect(response.statusCode).toBe(request.status);
      expect(typeof response.json().message).toBe('string');
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|syntax error at or near|violates/);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses NUL in any text field with 400 naming the field, changing nothing', async () => {
    const nul = 'A\u0000B';
    const debt = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 1, amount: 5, notes: 'Called' },
    });
    const cases: { method: 'POST' | 'PUT' | 'GET'; url: string; payload?: object; field: string }[] = [
      { method: 'POST', url: '/api/debts', payload: { agentId, carrierId: 1, amount: 5, notes: nul }, field: 'notes' },
      { method: 'PUT', url: `/api/debts/${debt.json().id}`, payload: { notes: nul }, field: 'notes' },
      { method: 'POST', url: '/api/agents', payload: { name: nul, agentId: 'N-1', carrierId: 1 }, field: 'name' },
      { method: 'PUT', url: `/api/agents/${agentId}`, payload: { firstName: nul }, field: 'firstName' },
      { method: 'POST', url: '/api/carriers', payload: { name: nul, code: 'NUL2' }, field: 'name' },
      { method: 'PUT', url: '/api/carriers/1', payload: { name: nul }, field: 'name' },
      {
        method: 'POST',
        url: '/api/writing-numbers/upsert',
        payload: { agentId, carrierId: 1, writingNumber: nul, identifierType: 'writingNumber', status: 'active' },
        field: 'writingNumber',
      },
      { method: 'GET', url: '/api/agents?search=A%00B', field: 'search' },
      { method: 'GET', url: '/api/debts/export.csv?search=A%00B', field: 'search' },
    ];
    for (const request of cases) {
      const before = await counts();
      const response = await app().inject(request);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: `Invalid input: ${request.field}: contains a character that cannot be stored (NUL, U+0000, or a lone surrogate, U+D800 to U+DFFF)`,
        issues: [
          {
            path: [request.field],
            message: 'contains a character that cannot be stored (NUL, U+0000, or a lone surrogate, U+D800 to U+DFFF)',
          },
        ],
      });
      expect(await counts()).toEqual(before);
    }
    expect((await app().inject(`/api/debts?agentId=${agentId}`)).json()).toEqual([
      expect.objectContaining({ id: debt.json().id, notes: 'Called' }),
    ]);
    const carrier = (await app().inject('/api/carriers')).json().find((c: { id: number }) => c.id === 1);
    expect(carrier.name).not.toContain('\u0000');
  });

  it('drops __proto__ and constructor keys: nothing is polluted, the record is created from the real fields', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"name":"Proto","code":"PROTO","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    });
    expect(response.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(response.json()).toMatchObject({ name: 'Proto', code: 'PROTO' });
  });

  const verbatim = [
    "Robert'); DROP TABLE agents;--",
    '<script>alert("x")</script>',
    '<img src=x onerror=alert(1)>',
    '=HYPERLINK("http://evil.example","click")',
    'مرحبا بالعالم',
    'Zoë 🚀👩‍💼 Ünïcødé',
    '${7*7} {{7*7}} %s %n',
    '../../etc/passwd',
  ];
  for (const text of verbatim) {
    it(`stores ${JSON.stringify(text).slice(0, 40)} verbatim in text fields and in a search parameter`, async () => {
      const created = await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: text, agentId: text, carrierId: 1, email: null, upline: text, address: text },
      });
      expect(created.statusCode).toBe(200);
      const agent = (await app().inject({ method: 'GET', url: `/api/agents/${created.json().id}` })).json();
      expect(agent).toMatchObject({ name: text, agentId: text, upline: text, address: text });
      const found = await app().inject({
        method: 'GET',
        url: `/api/agents/find?carrierId=1&name=${encodeURIComponent(text)}`,
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().id).toBe(created.json().id);
    });
  }

  it('is still up and answering after all of it', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).statusCode).toBe(200);
  });
});
