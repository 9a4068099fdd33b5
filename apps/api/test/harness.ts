import { resetTestDatabase, testDatabaseTargets } from '@agentledger/routers/test-db';
import type { Database } from '@agentledger/routers';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig, type AppConfig } from '../src/config';
import { checkAgainstDocument } from './openapi-validation';

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

/**
 * The app whose `inject` checks every answer against the OpenAPI document (status documented for
 * the operation, JSON body matching its schema; see openapi-validation.ts), and with `headers`
 * added to every request unless the call sets them itself.
 */
function checkedApp(app: FastifyInstance, headers: Record<string, string> = {}): FastifyInstance {
  const inject = async (options: InjectOptions | string) => {
    const opts: InjectOptions = typeof options === 'string' ? { method: 'GET', url: options } : options;
    const response = await app.inject({ ...opts, headers: { ...headers, ...(opts.headers ?? {}) } });
    const url = typeof opts.url === 'string' ? opts.url : (opts.url?.pathname ?? opts.path ?? '');
    const problem = checkAgainstDocument(String(opts.method ?? 'GET'), String(url), response);
    if (problem) throw new Error(`The answer disagrees with the OpenAPI document: ${problem}`);
    return response;
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
    let anonymous: FastifyInstance;
    beforeAll(async () => {
      database = await target.create();
      app = await buildApp({ config: testConfig(configOverrides), database });
      authenticated = checkedApp(app, { authorization: `Bearer ${TEST_API_KEY}` });
      anonymous = checkedApp(app);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });
    suite({
      app: () => authenticated,
      anonymousApp: () => anonymous,
      database: () => database,
      reset: () => resetTestDatabase(database),
    });
  });
}
