import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { describeApi, testConfig } from './harness';
import { initCompanies, postDebt } from './ledger-fixtures';
import { multipart } from './uploads';

/** Every protected route family: REST reads and writes, tRPC (single and batched), exports, uploads. */
const PROTECTED: { method: 'GET' | 'POST' | 'DELETE'; path: string; kind?: 'json' | 'upload' }[] = [
  { method: 'GET', path: '/api/carriers' },
  { method: 'GET', path: '/api/agents' },
  { method: 'POST', path: '/api/debts', kind: 'json' },
  { method: 'DELETE', path: '/api/debts/1' },
  { method: 'DELETE', path: '/api/debts/clear-all' },
  { method: 'POST', path: '/trpc/apiKey.create', kind: 'json' },
  { method: 'POST', path: '/trpc/debt.clearAll?batch=1', kind: 'json' },
  { method: 'GET', path: '/trpc/carrier.list' },
  { method: 'GET', path: '/api/reports/terminated.csv' },
  { method: 'GET', path: '/api/reports/aging.xlsx' },
  { method: 'POST', path: '/api/upload/1', kind: 'upload' },
  { method: 'POST', path: '/api/import-agents', kind: 'upload' },
];

/** The ways an attacker spells a path so that text matching misses it while routing still finds it. */
function spellings(path: string): string[] {
  const [pathname = '', query] = path.split('?');
  const suffix = query ? `?${query}` : '';
  const [, root = '', rest = ''] = /^\/(api|trpc)(\/.*)$/.exec(pathname) ?? [];
  const encodeFirst = `%${root.charCodeAt(0).toString(16)}${root.slice(1)}`;
  const encodeSecond = `${root[0]}%${root.charCodeAt(1).toString(16).toUpperCase()}${root.slice(2)}`;
  return [
    `/${encodeFirst}${rest}`,
    `/${encodeSecond}${rest}`,
    `/%25${root.charCodeAt(0).toString(16)}${root.slice(1)}${rest}`,
    `/${root.toUpperCase()}${rest}`,
    `/${root[0]?.toUpperCase()}${root.slice(1)}${rest}`,
    `/${root}/.${rest}`,
    `/static/../${root}${rest}`,
    `/${root}/x/..${rest}`,
    `/%2e%2e/${root}${rest}`,
    `/${root}/%2e${rest}`,
    `//${root}${rest}`,
    `/${root}${rest.replace(/\//g, '%2F')}`,
  ].map((spelled) => spelled + suffix);
}

function body(kind: 'json' | 'upload' | undefined) {
  if (kind === 'upload') return multipart('report.csv', 'Agent Name,NPN,Balance\nA,1234567,10.00\n');
  if (kind === 'json') {
    return {
      payload: JSON.stringify({ name: 'x', agentId: 1, carrierId: 1, amount: 1 }),
      headers: { 'content-type': 'application/json' },
    };
  }
  return { payload: undefined, headers: {} };
}

function readMessage(text: string): string {
  try {
    type Answer = { message?: string; error?: { message?: string } };
    const parsed = JSON.parse(text) as Answer | Answer[];
    const first = Array.isArray(parsed) ? parsed[0] : parsed;
    return first?.message ?? first?.error?.message ?? '';
  } catch {
    return '';
  }
}

describeApi('access by route: no spelling of a path reaches a handler unchecked', ({ app, anonymousApp, database }) => {
  async function seed(application: () => FastifyInstance) {
    await initCompanies(application());
    const agent = await application().inject({
      method: 'POST',
      url: '/api/agents',
      payload: {
        name: 'Pat Doe',
        npn: '7654321',
        carrierId: 1,
        agentId: 'W1',
        email: 'pat@example.com',
        status: 'terminated',
      },
    });
    expect(agent.statusCode).toBe(200);
    await postDebt(application(), { agentId: agent.json().id, carrierId: 1, amount: 250 });
  }

  it('answers 401 on every family through percent-encoded, double-encoded, mixed-case and dot-segment spellings', async () => {
    await seed(app);
    const before = (await app().inject({ method: 'GET', url: '/api/debts' })).json();
    const keysBefore = (await app().inject({ method: 'GET', url: '/api/api-keys' })).json();
    for (const route of PROTECTED) {
      for (const url of [route.path, ...spellings(route.path)]) {
        const { payload, headers } = body(route.kind);
        const response = await anonymousApp().inject({ method: route.method, url, payload, headers });
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        expect(readMessage(response.body), `${route.method} ${url}`).toMatch(/Authorization: Bearer/);
        expect(response.body).not.toContain('7654321');
        expect(response.body).not.toContain('pat@example.com');
      }
    }
    // Nothing was created, deleted or cleared on the way.
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual(before);
    expect((await app().inject({ method: 'GET', url: '/api/api-keys' })).json()).toEqual(keysBefore);
  });

  it('holds over a real socket too, where no test client tidies the path', async () => {
    const server = await buildApp({ config: testConfig(), database: database() });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      for (const url of [
        '/%74rpc/apiKey.create',
        '/%74rpc/debt.clearAll?batch=1',
        '/%61pi/reports/terminated.csv',
        '/api/../api/agents',
        '/API/agents',
        '/%2561pi/agents',
      ]) {
        const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: url,
              method: url.includes('trpc') ? 'POST' : 'GET',
              headers: { 'content-type': 'application/json' },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            },
          );
          req.on('error', reject);
          req.end(url.includes('trpc') ? '{}' : undefined);
        });
        expect(answer.status, url).toBe(401);
        expect(answer.text).not.toContain('7654321');
      }
    } finally {
      await server.close();
    }
  });

  it('with credentials, the same spellings are not refused: the access check is what answered 401', async () => {
    for (const url of ['/%61pi/carriers', '/API/carriers', '/api/./carriers', '/%74rpc/carrier.list']) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(401);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('keeps open only the session call and the OpenAPI document, by any spelling', async () => {
    for (const url of ['/api/openapi.json', '/%61pi/openapi.json']) {
      expect((await anonymousApp().inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const wrong = await anonymousApp().inject({ method: 'POST', url: '/%61pi/session', payload: { code: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/Incorrect password/);
  });
});
