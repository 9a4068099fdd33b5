import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../errors';

/**
 * Company names are told apart as people read them: letter case, spaces around and runs of spaces
 * ignored ("aetna ", "AETNA", "Aetna  Inc" is "Aetna Inc"). Two companies one name apart would make
 * every dropdown, report and appointment list ambiguous. Compared in SQL on both sides, so the
 * stored names and the given one are folded by the same rules.
 */
const nameKey = (name: RawBuilder<unknown>) => sql`lower(btrim(regexp_replace(${name}, '\\s+', ' ', 'g')))`;

/**
 * Any fixed number: the transaction lock that makes checking a company name and writing it one
 * step, so two requests at the same moment cannot both make "Aetna" (the table has no unique
 * index on the folded name). Released at commit or rollback.
 */
const CARRIER_NAMES_LOCK = 7_350_003;

export async function lockCarrierNames(trx: Kysely<DB>) {
  await sql`select pg_advisory_xact_lock(${CARRIER_NAMES_LOCK}::bigint)`.execute(trx);
}

/** The company whose name is `name` as people read it (other than `exceptId`), if any. */
export function carrierNamed(db: Kysely<DB>, name: string, exceptId?: number) {
  let query = db
    .selectFrom('carriers')
    .select(['id', 'name'])
    .where(sql<boolean>`${nameKey(sql.ref('name'))} = ${nameKey(sql`${name}::text`)}`)
    .orderBy('id');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** 409 naming the company that already has the name; call with lockCarrierNames held. */
export async function assertNameFree(db: Kysely<DB>, name: string, exceptId?: number) {
  const existing = await carrierNamed(db, name, exceptId);
  if (existing) throw conflict(`A carrier named '${existing.name}' already exists (id ${existing.id})`);
}
