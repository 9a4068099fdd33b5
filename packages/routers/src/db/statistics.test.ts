import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './factory';
import { analyzeStaleTables } from './statistics';
import { testDatabaseTargets } from './testDatabase';

/** What the planner believes a table holds: its rows at the last analysis (-1: never analysed). */
async function plannerRows(database: Database, table: string): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = ${table}`.execute(
    database.db,
  );
  return Number(rows[0]?.reltuples);
}

async function addAgents(database: Database, count: number, from = 0) {
  await database.db
    .insertInto('agents')
    .values(Array.from({ length: count }, (_, i) => ({ name: `Agent ${from + i}`, npn: String(80000000 + from + i) })))
    .execute();
}

describe.each(testDatabaseTargets())('planner statistics [$kind]', ({ create }) => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  it('analyses the tables that hold rows but were never analysed, then only those that changed a lot', async () => {
    database = await create();
    // PostgreSQL's own autovacuum must not analyse the table between the steps of this test.
    await sql`alter table agents set (autovacuum_enabled = false)`.execute(database.db);
    await addAgents(database, 3000);
    expect(await analyzeStaleTables(database.db)).toContain('agents');
    expect(await plannerRows(database, 'agents')).toBe(3000);
    // Nothing changed since: nothing to do.
    expect(await analyzeStaleTables(database.db)).toEqual([]);
    // A few more rows are not worth an analysis; a large import is.
    await addAgents(database, 5, 3000);
    expect(await analyzeStaleTables(database.db)).toEqual([]);
    await addAgents(database, 3000, 4000);
    expect(await analyzeStaleTables(database.db)).toEqual(['agents']);
    expect(await plannerRows(database, 'agents')).toBe(6005);
  });
});
