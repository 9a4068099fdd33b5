import { sql, type Kysely } from 'kysely';

/** The dashboard's "+N this month" counts agent records by creation time on every poll: by index, not by scan. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index agents_created_at_idx on agents (created_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists agents_created_at_idx`.execute(db);
}
