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

/**
 * The person an NPN is under the one NPN rule: its digits without leading zeros, or the NPN as
 * written when it is zeros only. Two NPNs match (npnMatch) exactly when their keys are equal, so
 * what tells people apart by NPN in memory (an agent list's rows, the loop check) uses it.
 */
export const npnKey = (npn: string) => npn.replace(/^0+/, '') || npn;

/**
 * npnKey in SQL, for a hierarchy walk's nodes: a person whose records write their NPN `0012345678`
 * and `12345678` is one node, met once on a path. A person key that is a name (`name:…`) is itself.
 */
export function npnKeyOf(npn: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`coalesce(nullif(ltrim(${npn}, '0'), ''), ${npn})`;
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
 * The NPN as a person's records store it (as given when one record writes it so, else as their first
 * record does), so View Team names the manager by it: the given one when no record has that NPN.
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
