import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';

/**
 * The one NPN rule: a stored NPN and another are one person's when their digits agree without
 * leading zeros, as report and roster imports match them (a roster's "0071000001" is the NPN
 * 71000001 a script looks up), so the probe goes through agents_npn_digits_idx. An NPN of zeros
 * only is matched as written (it has no digits to agree on).
 */
export function npnMatch(stored: RawBuilder<unknown>, other: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(ltrim(${stored}, '0') = ltrim(${other}, '0') and (ltrim(${other}, '0') <> '' or ${stored} = ${other}))`;
}

/** npnMatch for two column references (a stored NPN and a list's). */
export function sameNpn(stored: string, written: string): RawBuilder<boolean> {
  return npnMatch(sql.ref(stored), sql.ref(written));
}

/** npnMatch for a stored NPN column and an NPN given by a caller (spaces around it ignored). */
export function npnEquals(column: RawBuilder<unknown>, npn: string): RawBuilder<boolean> {
  return npnMatch(column, sql`${npn.trim()}::text`);
}

/**
 * The NPN as stored for a person, for lookups whose links compare NPN text exactly (the upline
 * hierarchy): the given one when no record has it written with other leading zeros.
 */
export async function storedNpn(db: Kysely<DB>, npn: string): Promise<string> {
  const row = await db
    .selectFrom('agents')
    .select('npn')
    .where(npnEquals(sql.ref('npn'), npn))
    .where('npn', 'is not', null)
    .orderBy(sql`npn = ${npn}`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.npn ?? npn;
}
