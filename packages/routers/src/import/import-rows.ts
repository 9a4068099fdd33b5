import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/**
 * Where an upload's rows are while they are matched and applied. A fresh import works on
 * `import_rows`, a temporary copy of `upload_rows` without indexes, foreign keys or WAL, and keeps
 * the rows in `upload_rows` once, as they ended: matching and applying rewrite each row three or
 * four times, which on `upload_rows` cost each time its three indexes and two foreign-key checks
 * (1.3 s for a 100,000-row report). Review decisions and a preview's apply work on `upload_rows`.
 */
export type RowsTable = 'upload_rows' | 'import_rows';

export const rowsOf = (table: RowsTable) => sql.table(table);

/** The temporary table a fresh import's rows are staged in, gone at the end of the transaction. */
export async function openImportRows(trx: Kysely<DB>): Promise<void> {
  await sql`create temp table import_rows (like upload_rows including defaults) on commit drop`.execute(trx);
}

/**
 * The planner's figures for the staged rows (a temporary table has none until it is analysed). Rough
 * ones do: the joins only need the row counts and distinct values, and a sample of 3,000 rows instead
 * of 30,000 takes a few ms instead of 15-50 for a report of 20,000 people.
 */
export async function analyseImportRows(trx: Kysely<DB>): Promise<void> {
  await sql`set local default_statistics_target = 10`.execute(trx);
  await sql`analyze import_rows`.execute(trx);
  await sql`reset default_statistics_target`.execute(trx);
}

/** Keeps the import's rows as they ended, in one insert, and drops the temporary table. */
export async function keepImportRows(trx: Kysely<DB>): Promise<void> {
  await sql`insert into upload_rows select * from import_rows`.execute(trx);
  await sql`drop table import_rows`.execute(trx);
}
