import { sql, type Kysely } from 'kysely';
import { createFastNameWords } from './2026-11-25T14-name-words-fast';

/**
 * "Washington, George T Jr": a suffix written after the given names without a comma of its own is
 * read as the suffix ("George T Washington Jr", as displayPersonName now reads it), not as a word in
 * the middle, so Jr and Sr stay two people and "Washington, George T, Jr" is the same one. The keys
 * of the records whose name has a comma are computed again (the agents_keys trigger).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rekey(db: Kysely<any>): Promise<void> {
  // Every name written with a comma ("Last, First…"): the trigger reads each again; most keep their keys.
  await sql`update agents set name_key = '' where position(',' in name) > 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createFastNameWords(db, { suffixAfterGivenNames: true });
  await rekey(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await createFastNameWords(db, { suffixAfterGivenNames: false });
  await rekey(db);
}
