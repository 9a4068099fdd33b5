import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { describeApi, TEST_ACCESS_CODE, testConfig } from './harness';

/** Small limits keep the test quick; the defaults (10 a minute, 100 an hour) are the same code path. */
const LIMITS = { codeAttemptsPerMinute: 4, codeAttemptsPerHour: 12 };

type Route = 'rest' | 'trpc' | 'trpc-encoded';

function attempt(app: FastifyInstance, route: Route, code: string, remoteAddress: string) {
  const url = { rest: '/api/session', trpc: '/trpc/session.create', 'trpc-encoded': '/%74rpc/session.create' }[route];
  return app.inject({ method: 'POST', url, payload: { code }, remoteAddress });
}

describeApi(
  'access-code attempts: limits per address and overall, on every route, shared by every process',
  ({ anonymousApp, database, reset }) => {
    beforeEach(() => reset());

    it('counts REST, tRPC and encoded tRPC attempts from one address together (429 past the limit, with Retry-After)', async () => {
      const routes: Route[] = ['rest', 'trpc', 'trpc-encoded', 'rest'];
      for (const route of routes) {
        const response = await attempt(anonymousApp(), route, 'wrong', '127.0.0.2');
        expect(response.statusCode, route).toBe(401);
      }
      for (const route of ['rest', 'trpc', 'trpc-encoded'] as Route[]) {
        const refused = await attempt(anonymousApp(), route, TEST_ACCESS_CODE, '127.0.0.2');
        expect(refused.statusCode, route).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        const body = refused.json();
        expect(body.message ?? body.error?.message).toMatch(/Too many attempts/);
      }
      // Another address is not held back by this one.
      expect((await attempt(anonymousApp(), 'rest', TEST_ACCESS_CODE, '127.0.0.3')).statusCode).toBe(200);
    });

    it('stops a guesser spread over many addresses at the overall limit, on every route', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) {
        const route: Route = (['rest', 'trpc', 'trpc-encoded'] as const)[i % 3] ?? 'rest';
        statuses.push((await attempt(anonymousApp(), route, `guess-${i}`, `127.0.1.${i + 1}`)).statusCode);
      }
      expect(statuses.slice(0, LIMITS.codeAttemptsPerHour)).toEqual(Array(LIMITS.codeAttemptsPerHour).fill(401));
      expect(statuses.slice(LIMITS.codeAttemptsPerHour)).toEqual([429, 429, 429, 429]);
      // While the overall limit holds, even the right code from a fresh address is refused (no oracle).
      const fresh = await attempt(anonymousApp(), 'rest', TEST_ACCESS_CODE, '127.0.2.1');
      expect(fresh.statusCode).toBe(429);
      expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('does not count the right code against anybody: a busy office can sign in all day', async () => {
      for (let i = 0; i < LIMITS.codeAttemptsPerHour + 3; i++) {
        expect((await attempt(anonymousApp(), i % 2 ? 'rest' : 'trpc', TEST_ACCESS_CODE, '127.0.0.9')).statusCode).toBe(
          200,
        );
      }
    });

    it('keeps the counts in the database, so a second server process on it sees them', async () => {
      const second = await buildApp({ config: testConfig(LIMITS), database: database() });
      try {
        for (let i = 0; i < LIMITS.codeAttemptsPerMinute; i++) {
          const app = i % 2 ? anonymousApp() : second;
          expect((await attempt(app, 'rest', 'wrong', '127.0.0.20')).statusCode).toBe(401);
        }
        expect((await attempt(second, 'trpc', 'wrong', '127.0.0.20')).statusCode).toBe(429);
        expect((await attempt(anonymousApp(), 'rest', 'wrong', '127.0.0.20')).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });

    it('limits attempts arriving over real sockets from many loopback addresses', async () => {
      const server = await buildApp({ config: testConfig(LIMITS), database: database() });
      await server.listen({ port: 0, host: '0.0.0.0' });
      try {
        const { port } = server.server.address() as AddressInfo;
        const statuses: number[] = [];
        for (let i = 0; i < 15; i++) {
          statuses.push(
            await new Promise<number>((resolve, reject) => {
              const req = httpRequest(
                {
                  host: '127.0.0.1',
                  port,
                  path: i % 2 ? '/%74rpc/session.create' : '/api/session',
                  method: 'POST',
                  localAddress: `127.0.3.${i + 1}`,
                  headers: { 'content-type': 'application/json' },
                },
                (res) => {
                  res.resume();
                  res.on('end', () => resolve(res.statusCode ?? 0));
                },
              );
              req.on('error', reject);
              req.end(JSON.stringify({ code: `guess-${i}` }));
            }),
          );
        }
        expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.codeAttemptsPerHour);
        expect(statuses.slice(LIMITS.codeAttemptsPerHour)).toEqual([429, 429, 429]);
      } finally {
        await server.close();
      }
    });
  },
  LIMITS,
);
