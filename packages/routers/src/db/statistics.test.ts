import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './factory';
import { importAgentList } from '../import/import-agent-list';
import { lockAgentListImport, lockCarrierImport } from '../import/import-lock';
import { analyzeStaleTables, refreshStatisticsInImport } from './statistics';
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

  it('never analyses a table halfway through an import: it is not recorded as nearly empty', async () => {
    database = await create();
    const db = database.db;
    await sql`alter table agents set (autovacuum_enabled = false)`.execute(db);
    let inserted!: () => void;
    let release!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    // An agent list import: the people lock, 3,000 rows written, not yet committed.
    const importing = db.transaction().execute(async (trx) => {
      await lockAgentListImport(trx);
      await trx
        .insertInto('agents')
        .values(Array.from({ length: 3000 }, (_, i) => ({ name: `Agent ${i}`, npn: String(80000000 + i) })))
        .execute();
      inserted();
      await gate;
    });
    await insertedYet;
    // Asked while the import runs: on PostgreSQL it steps aside (null), on PGlite (one connection) it waits.
    const during = analyzeStaleTables(db);
    const rowsSeen = await Promise.race([during.then(() => plannerRows(database!, 'agents')), delay(500)]);
    release();
    await importing;
    await during;
    expect(rowsSeen === undefined || rowsSeen === -1 || rowsSeen === 3000).toBe(true);
    expect(await plannerRows(database, 'agents')).not.toBe(0);
    // Once it is over, the next check records the whole table.
    await analyzeStaleTables(db);
    expect(await plannerRows(database, 'agents')).toBe(3000);
  });

  it('an agent list is planned for the people it has just written, and the next import for them too', async () => {
    database = await create();
    await sql`alter table agents set (autovacuum_enabled = false)`.execute(database.db);
    const roster = (from: number, count: number) =>
      Buffer.from(
        'NPN,First Name,Last Name,Writing Number,Carrier\n' +
          Array.from(
            { length: count },
            (_, i) => `${70000000 + from + i},Ann${from + i},Lee,W${from + i},Aetna\n`,
          ).join(''),
      );
    await sql`insert into carriers (name, code) values ('Aetna', 'AETNA')`.execute(database.db);
    // No check in between (the server's runs a second after a write): the imports refresh what they plan with.
    await importAgentList(database.db, { filename: 'first.csv', data: roster(0, 2000) });
    // Counted once the list's people were written, before its appointments (a record at Aetna each) were matched to them.
    expect(await plannerRows(database, 'agents')).toBe(2000);
    // The next list is read with the first one's 4,000 records counted, then its own 2,000 people.
    await importAgentList(database.db, { filename: 'second.csv', data: roster(2000, 2000) });
    expect(await plannerRows(database, 'agents')).toBe(6000);
  });
});

const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

// Two imports at once need two connections: PostgreSQL's (PGlite runs one transaction at a time).
describe.each(testDatabaseTargets().filter(({ kind }) => kind === 'postgres'))(
  'planner statistics beside another import [$kind]',
  ({ create }) => {
    it('an import leaves them to the next while another import runs, and records nothing halfway', async () => {
      const database = await create();
      try {
        const db = database.db;
        await sql`alter table agents set (autovacuum_enabled = false)`.execute(db);
        await sql`insert into carriers (id, name, code) values (1, 'Aetna', 'AETNA'), (2, 'Foresters', 'FOR')`.execute(
          db,
        );
        await addAgents(database, 3000);
        let inserted!: () => void;
        let release!: () => void;
        const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
        const gate = new Promise<void>((resolve) => (release = resolve));
        // A report of one carrier, halfway: 3,000 more records written, not yet committed.
        const first = db.transaction().execute(async (trx) => {
          await lockCarrierImport(trx, { id: 1, name: 'Aetna' });
          await trx
            .insertInto('agents')
            .values(Array.from({ length: 3000 }, (_, i) => ({ name: `New ${i}`, npn: String(90000000 + i) })))
            .execute();
          inserted();
          await gate;
        });
        await insertedYet;
        // A report of another carrier starts meanwhile: its refresh steps aside.
        await db.transaction().execute(async (trx) => {
          await lockCarrierImport(trx, { id: 2, name: 'Foresters' });
          await refreshStatisticsInImport(trx);
        });
        expect(await plannerRows(database, 'agents')).toBe(-1);
        release();
        await first;
        // Alone, the next import's refresh counts every committed record.
        await db.transaction().execute(async (trx) => {
          await lockCarrierImport(trx, { id: 2, name: 'Foresters' });
          await refreshStatisticsInImport(trx);
        });
        expect(await plannerRows(database, 'agents')).toBe(6000);
      } finally {
        await database.close();
      }
    });
  },
);
