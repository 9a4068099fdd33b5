import { sql, type Kysely } from 'kysely';

/**
 * Unified Agents and the organisation's counts group records into people by the one NPN rule
 * (npn-match.ts): a person whose records write `0012345678` and `12345678` is one person, as in the
 * hierarchy. A person's records, and whether a record is their first (no record of theirs has a
 * smaller id), are found through this index of the person key's npnKey with the record id. The
 * expression is personOf's (npnKeyOf of person_key), written out here as a migration is never
 * changed; the two must stay the same for the planner to use the index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const person = sql`coalesce(nullif(ltrim(person_key, '0'), ''), person_key)`;
  await sql`create index agents_person_npn_key_idx on agents ((${person}), id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists agents_person_npn_key_idx`.execute(db);
}
