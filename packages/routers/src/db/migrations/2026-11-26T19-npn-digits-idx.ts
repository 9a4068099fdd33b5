import { sql, type Kysely } from 'kysely';

/**
 * Carriers' systems that keep an NPN as ten characters print it zero-padded (`0019900004`) where
 * staff typed `19900004`: a report's rows are matched to people by the NPN's digits without leading
 * zeros, through this index, so the padded NPN finds the person instead of making a second one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index agents_npn_digits_idx on agents (ltrim(npn, '0'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists agents_npn_digits_idx`.execute(db);
}
