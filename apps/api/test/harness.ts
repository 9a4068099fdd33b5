import { resetTestDatabase, testDatabaseTargets } from '@agentledger/routers/test-db';
import type { Database } from '@agentledger/routers';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig, type AppConfig } from '../src/config';

/** The API key every harness request carries, as a script would. */
export const TEST_API_KEY = 'test-key-0123456789abcdef';
export const TEST_ACCESS_CODE = 'Open-Sesame';

export type ApiHarness = {
  /** The app; every `inject` carries the test API key unless the call sets its own Authorization header. */
  app: () => FastifyInstance;
  /** The same app without credentials, for access tests. */
  anonymousApp: () => FastifyInstance;
  database: () => Database;
  /** Empties every table (ids restart), for tests that need a clean slate. */
  reset: () => Promise<void>;
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...readConfig({}), webDir: undefined, apiKeys: [TEST_API_KEY], accessCode: TEST_ACCESS_CODE, ...overrides };
}

function withApiKey(app: FastifyInstance): FastifyInstance {
  const inject = (options: InjectOptions | string) => {
    const opts: InjectOptions = typeof options === 'string' ? { method: 'GET', url: options } : options;
    return app.inject({ ...opts, headers: { authorization: `Bearer ${TEST_API_KEY}`, ...(opts.headers ?? {}) } });
  };
  return new Proxy(app, {
    get(target, prop) {
      if (prop === 'inject') return inject;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Runs the suite once per test database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set),
 * against the real app driven through `inject`.
 */
export function describeApi(
  name: string,
  suite: (harness: ApiHarness) => void,
  configOverrides: Partial<AppConfig> = {},
) {
  describe.each(testDatabaseTargets())(`${name} [$kind]`, (target) => {
    let database: Database;
    let app: FastifyInstance;
    let authenticated: FastifyInstance;
    beforeAll(async () => {
      database = await target.create();
      app = await buildApp({ config: testConfig(configOverrides), database });
      authenticated = withApiKey(app);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });
    suite({
      app: () => authenticated,
      anonymousApp: () => app,
      database: () => database,
      reset: () => resetTestDatabase(database),
    });
  });
}
