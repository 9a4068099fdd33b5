import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './factory';
import { testDatabaseTargets } from './testDatabase';
import type { DB } from './types';

/**
 * An import's kept rows, journal and changes check their references per statement (migration T16)
 * instead of by declared foreign keys: the same guarantees must hold on both databases.
 */
async function anUpload(db: Kysely<DB>): Promise<number> {
  const { id } = await db
    .insertInto('file_uploads')
    .values({ filename: 'r.csv', kind: 'carrier_report', records_processed: 1, status: 'success' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function anAgent(db: Kysely<DB>, name: string): Promise<number> {
  const { id } = await db.insertInto('agents').values({ name }).returning('id').executeTakeFirstOrThrow();
  return id;
}

const keptRow = (uploadId: number, agentId: number | null, profileAgentId: number | null = null) =>
  sql`insert into upload_rows (file_upload_id, row_number, person_key, amount, match, agent_id, profile_agent_id)
      values (${uploadId}, 2, 'ann one', 10.00, 'writing', ${agentId}, ${profileAgentId})`;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; constraint?: string; message?: string }) => ({
      code: error.code,
      constraint: error.constraint,
    }),
  );

describe.each(testDatabaseTargets())('references of the upload tables [$kind]', ({ create }) => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  it('refuses rows, journal entries and changes that name an upload or agent that does not exist', async () => {
    database = await create();
    const { db } = database;
    const upload = await anUpload(db);
    const agent = await anAgent(db, 'Ann One');
    await keptRow(upload, agent).execute(db);

    expect(await failureOf(keptRow(upload + 100, agent).execute(db))).toEqual({
      code: '23503',
      constraint: 'upload_rows_file_upload_id_fkey',
    });
    expect(await failureOf(keptRow(upload, agent + 100).execute(db))).toEqual({
      code: '23503',
      constraint: 'upload_rows_agent_id_fkey',
    });
    expect(await failureOf(keptRow(upload, agent, agent + 100).execute(db))).toEqual({
      code: '23503',
      constraint: 'upload_rows_profile_agent_id_fkey',
    });
    expect(
      await failureOf(
        sql`insert into upload_journal (file_upload_id, entity, entity_id) values (${upload + 1}, 'debt', 1)`.execute(
          db,
        ),
      ),
    ).toEqual({ code: '23503', constraint: 'upload_journal_file_upload_id_fkey' });
    expect(
      await failureOf(
        sql`insert into upload_changes (file_upload_id, name, kind, before, after)
            values (${upload + 1}, 'Ann One', 'new', 0, 1)`.execute(db),
      ),
    ).toEqual({ code: '23503', constraint: 'upload_changes_file_upload_id_fkey' });
    // One bad row among good ones refuses the whole statement.
    expect(
      await failureOf(
        sql`insert into upload_journal (file_upload_id, entity, entity_id)
            values (${upload}, 'debt', 1), (${upload + 7}, 'debt', 2)`.execute(db),
      ),
    ).toEqual({ code: '23503', constraint: 'upload_journal_file_upload_id_fkey' });
    expect(
      await failureOf(
        sql`update upload_rows set agent_id = ${agent + 100} where file_upload_id = ${upload}`.execute(db),
      ),
    ).toEqual({ code: '23503', constraint: 'upload_rows_agent_id_fkey' });

    // What was refused left nothing behind; what names real rows is kept and can be edited.
    await sql`update upload_rows set reason = 'checked' where file_upload_id = ${upload}`.execute(db);
    const rows = await db.selectFrom('upload_rows').select(['agent_id', 'reason']).execute();
    expect(rows).toEqual([{ agent_id: agent, reason: 'checked' }]);
    expect((await sql`select * from upload_journal`.execute(db)).rows).toEqual([]);
  });

  it('empties the agent of kept rows when the agent is deleted, and deletes an upload with all it kept', async () => {
    database = await create();
    const { db } = database;
    const upload = await anUpload(db);
    const other = await anUpload(db);
    const ann = await anAgent(db, 'Ann One');
    const bo = await anAgent(db, 'Bo Two');
    await keptRow(upload, ann, bo).execute(db);
    await keptRow(upload, bo, ann).execute(db);
    await keptRow(other, bo).execute(db);
    await sql`insert into upload_journal (file_upload_id, entity, entity_id) values (${upload}, 'agent', ${ann}),
      (${other}, 'agent', ${bo})`.execute(db);
    await sql`insert into upload_changes (file_upload_id, agent_id, name, kind, before, after)
      values (${upload}, ${ann}, 'Ann One', 'new', 0, 10), (${other}, ${bo}, 'Bo Two', 'new', 0, 10)`.execute(db);

    await db.deleteFrom('agents').where('id', '=', ann).execute();
    const afterDelete = await db
      .selectFrom('upload_rows')
      .select(['file_upload_id', 'agent_id', 'profile_agent_id'])
      .orderBy('id')
      .execute();
    expect(afterDelete).toEqual([
      { file_upload_id: upload, agent_id: null, profile_agent_id: bo },
      { file_upload_id: upload, agent_id: bo, profile_agent_id: null },
      { file_upload_id: other, agent_id: bo, profile_agent_id: null },
    ]);

    await db.deleteFrom('file_uploads').where('id', '=', upload).execute();
    const count = async (table: 'upload_rows' | 'upload_journal' | 'upload_changes') =>
      (await sql<{ file_upload_id: number }>`select file_upload_id from ${sql.table(table)}`.execute(db)).rows.map(
        (r) => r.file_upload_id,
      );
    expect(await count('upload_rows')).toEqual([other]);
    expect(await count('upload_journal')).toEqual([other]);
    expect(await count('upload_changes')).toEqual([other]);
  });
});

describe.each(testDatabaseTargets().filter((target) => target.kind === 'postgres'))(
  'references of the upload tables under concurrent writers [$kind]',
  ({ create }) => {
    let database: Database | null = null;
    afterEach(async () => {
      await database?.close();
      database = null;
    });

    it('makes an agent’s deletion wait for a writer naming the agent, then empties the new row', async () => {
      database = await create();
      const { db } = database;
      const upload = await anUpload(db);
      const ann = await anAgent(db, 'Ann One');
      let deleted: Promise<unknown> | null = null;
      let deletedEarly = false;
      await db.transaction().execute(async (trx) => {
        await keptRow(upload, ann).execute(trx);
        // Another connection deletes the agent while the row naming it is not yet committed.
        deleted = db
          .deleteFrom('agents')
          .where('id', '=', ann)
          .execute()
          .then(() => (deletedEarly = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(deletedEarly).toBe(false);
      });
      await deleted;
      expect(await db.selectFrom('agents').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('upload_rows').select('agent_id').execute()).toEqual([{ agent_id: null }]);
    });
  },
);
