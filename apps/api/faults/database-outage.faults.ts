import { createDatabase, migrateToLatest, type Database } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, TEST_API_KEY } from '../test/harness';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };

describe('the database goes away and comes back', () => {
  let cluster: ThrowawayPostgres;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    cluster = await createThrowawayPostgres();
    database = createDatabase({ url: cluster.url, poolSize: 4 });
    await migrateToLatest(database.db);
    app = await buildApp({ config: testConfig({ databaseUrl: cluster.url }), database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    cluster?.destroy();
  });

  it('answers 503 with a message while the database is down, and recovers by itself when it returns', async () => {
    const before = await app.inject({ method: 'POST', url: '/api/init-companies', headers: auth });
    expect(before.statusCode).toBe(200);

    cluster.stop('immediate');
    for (const [method, url] of [
      ['GET', '/api/carriers'],
      ['POST', '/api/carriers'],
      ['GET', '/trpc/carrier.list'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: auth,
        ...(method === 'POST' ? { payload: { name: 'During outage', code: 'OUT' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.body).toMatch(/database is unavailable/i);
      expect(response.body).not.toMatch(/ECONNREFUSED|terminat/i);
    }

    cluster.start();
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt++) {
      recovered = (await app.inject({ method: 'GET', url: '/api/carriers', headers: auth })).statusCode;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(200);
    const carriers = (await app.inject({ method: 'GET', url: '/api/carriers', headers: auth })).json();
    expect(carriers.map((c: { code: string }) => c.code)).toEqual(['AMAM', 'AETNA', 'FORESTERS']);
  });
});
