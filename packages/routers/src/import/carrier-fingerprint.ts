import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** A digest of every debt of a carrier: a preview is applied only while it is unchanged. */
export async function carrierBalancesFingerprint(trx: Kysely<DB>, carrierId: number): Promise<string> {
  const { rows } = await sql<{ digest: string }>`
    select md5(coalesce(string_agg(id || ':' || agent_id || ':' || amount || ':' || status || ':' || incurred_on, ','
      order by id), '')) as digest
    from debts where carrier_id = ${carrierId}`.execute(trx);
  return rows[0]!.digest;
}
