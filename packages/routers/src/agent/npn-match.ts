import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';

/**
 * Whether a stored NPN is the one given: the same digits without leading zeros, as report and
 * roster imports match them (a roster's "0071000001" is the NPN 71000001 a script looks up). Served
 * by the index on ltrim(npn, '0').
 */
export function npnEquals(column: RawBuilder<unknown>, npn: string): RawBuilder<boolean> {
  return sql<boolean>`ltrim(${column}, '0') = ltrim(${npn.trim()}::text, '0')`;
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
