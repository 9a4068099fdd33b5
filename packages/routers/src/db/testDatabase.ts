import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database, type DatabaseKind } from './factory';
import { migrateToLatest } from './migrate';

export type TestDatabaseTarget = { kind: DatabaseKind; create: () => Promise<Database> };

/**
 * The databases a data test runs on: always an in-memory PGlite, and a throwaway database on
 * the PostgreSQL server of TEST_DATABASE_URL when it is set. Each call gives a fresh, migrated one.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ kind: 'pglite', create: createPgliteTestDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ kind: 'postgres', create: () => createPostgresTestDatabase(url) });
  return targets;
}

async function createPgliteTestDatabase(): Promise<Database> {
  const database = createDatabase({});
  await migrateToLatest(database.db);
  return database;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const name = `agentledger_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), poolSize: 4 });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Empties every table (ids restart), for tests that need a clean slate. */
export async function resetTestDatabase(database: Database): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(database.db);
  if (!rows.length) return;
  await sql`truncate ${sql.join(rows.map((r) => sql.table(r.tablename)))} restart identity cascade`.execute(
    database.db,
  );
}
