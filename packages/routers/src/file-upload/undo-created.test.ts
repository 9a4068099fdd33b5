import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { initDefaultCarriers } from '../carrier/service';
import type { Database } from '../db/factory';
import { testDatabaseTargets } from '../db/testDatabase';
import type { DB } from '../db/types';
import { importCarrierReport } from '../import/import-carrier-report';
import { undoUpload } from './undo';

/**
 * Undo removes what an applied report created (agent records, debts, writing numbers) and restores
 * what it changed, whether the upload listed its created records the current way (one list per kind,
 * migration T25) or, applied before that list existed, as journal rows without a "before".
 */
const first =
  'Writing Number,NPN,Agent Name,Balance,Date\nW1,111,Ann One,100.00,01/15/2026\nW2,222,Bob Two,50.00,02/01/2026\n';
const second =
  'Writing Number,NPN,Agent Name,Balance,Date\nW1,111,Ann One,80.00,01/15/2026\n' +
  'W3,333,Cy New,12.00,03/01/2026\nW4,444,Di New,7.50,03/02/2026\n';

const report = (db: Kysely<DB>, csv: string) =>
  importCarrierReport(db, { carrierId: 1, filename: 'report.csv', data: Buffer.from(csv) });

async function state(db: Kysely<DB>) {
  return {
    agents: (await db.selectFrom('agents').select('name').orderBy('id').execute()).map((a) => a.name),
    debts: await db.selectFrom('debts').select(['agent_id', 'amount', 'status', 'incurred_on']).orderBy('id').execute(),
    writingNumbers: await db
      .selectFrom('writing_numbers')
      .select(['agent_id', 'writing_number'])
      .orderBy('id')
      .execute(),
    balances: await db.selectFrom('debt_balances').selectAll().orderBy('agent_id').execute(),
  };
}

describe.each(testDatabaseTargets())('undo removes the records a report created [$kind]', ({ create }) => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  async function twoReports() {
    database = await create();
    const { db } = database;
    await initDefaultCarriers(db);
    await report(db, first);
    const before = await state(db);
    const applied = await report(db, second);
    expect(applied.changes).toMatchObject({ new: 2, decreased: 1, cleared: 1 });
    expect((await state(db)).agents).toEqual(['Ann One', 'Bob Two', 'Cy New', 'Di New']);
    return { db, before, uploadId: applied.uploadId };
  }

  it('undoes an upload that created people, debts and writing numbers back to before it, exactly', async () => {
    const { db, before, uploadId } = await twoReports();
    await undoUpload(db, uploadId);
    expect(await state(db)).toEqual(before);
  });

  it('undoes the same an upload applied before created records were listed (journal rows without a before)', async () => {
    const { db, before, uploadId } = await twoReports();
    // As an upload applied by an earlier version left its journal: one row per created record.
    await sql`insert into upload_journal (file_upload_id, entity, entity_id, before)
      select file_upload_id, entity, unnest(ids), null from upload_created where file_upload_id = ${uploadId}`.execute(
      db,
    );
    await sql`delete from upload_created where file_upload_id = ${uploadId}`.execute(db);
    await undoUpload(db, uploadId);
    expect(await state(db)).toEqual(before);
    const left = await sql<{ n: number }>`select (select count(*) from upload_journal) + (select count(*)
      from upload_created where file_upload_id = ${uploadId}) as n`.execute(db);
    expect(left.rows[0]!.n).toBe(0);
  });
});
