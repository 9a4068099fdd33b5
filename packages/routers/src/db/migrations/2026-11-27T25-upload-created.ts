import { sql, type Kysely } from 'kysely';

/**
 * What an applied upload created (agent records, debts, writing numbers), kept as one list of ids per
 * kind and pass instead of one journal row per record (issue 11): a 100,000-row report creates
 * ~13,000 records, 20,000 debts and ~13,000 writing numbers, and their 46,000 journal rows with their
 * index cost 0.15-0.25 s of the import. Undo removes them as it removed the journal's rows without a
 * "before"; journals kept before this still undo as they are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table upload_created (
    file_upload_id integer not null references file_uploads(id) on delete cascade,
    entity text not null check (entity in ('agent', 'debt', 'writing_number')),
    ids integer[] not null)`.execute(db);
  await sql`create index upload_created_upload_idx on upload_created (file_upload_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table upload_created`.execute(db);
}
