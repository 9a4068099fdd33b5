import { sql, type Kysely } from 'kysely';

/**
 * The hierarchy links an Upline NPN to a person by the one NPN rule (npn-match.ts: a member's
 * `12345678` is the upline whose record says `0012345678`), so the team walks probe records by
 * their upline's npnKey (digits without leading zeros; an NPN of zeros only as written), level by
 * level, through this index: an exact key, so `000` never probes the blank uplines. It replaces the
 * index of the upline NPN as written, which nothing compares any longer. The expression is
 * npnKeyOf's, written out here as a migration is never changed; the two must stay the same for the
 * planner to use the index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const uplineKey = sql`coalesce(nullif(ltrim(upline_id, '0'), ''), upline_id)`;
  await sql`create index agents_upline_key_idx on agents ((${uplineKey}))`.execute(db);
  await sql`drop index if exists agents_upline_id_idx`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists agents_upline_id_idx on agents (upline_id)`.execute(db);
  await sql`drop index if exists agents_upline_key_idx`.execute(db);
}
