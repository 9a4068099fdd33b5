import { resetTestDatabase, testDatabaseTargets } from '@agentledger/routers/test-db';
import type { Database } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';

export type ApiHarness = {
  app: () => FastifyInstance;
  database: () => Database;
  /** Empties every table (ids restart), for tests that need a clean slate. */
  reset: () => Promise<void>;
};

/**
 * Runs the suite once per test database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set),
 * against the real app driven through `inject`.
 */
export function describeApi(name: string, suite: (harness: ApiHarness) => void) {
  describe.each(testDatabaseTargets())(`${name} [$kind]`, (target) => {
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await target.create();
      app = await buildApp({ config: { ...readConfig({}), webDir: undefined }, database });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });
    suite({
      app: () => app,
      database: () => database,
      reset: () => resetTestDatabase(database),
    });
  });
}
