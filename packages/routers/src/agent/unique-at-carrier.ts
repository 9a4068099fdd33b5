import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../errors';
import { npnEquals } from './npn-match';

/**
 * A person has one record per carrier: their writing number and debts there hang on it, and a
 * second record of the same NPN at that carrier would split their balance in two (and let a report
 * match either). Refused with the record that exists, so a script can use it instead. NPNs compare
 * by their digits without leading zeros, as reports and rosters match them.
 */
export async function assertNpnFreeAtCarrier(
  trx: Transaction<DB>,
  { npn, carrierId, exceptAgentId }: { npn: string | null | undefined; carrierId: number; exceptAgentId?: number },
): Promise<void> {
  const trimmed = npn?.trim();
  if (!trimmed) return;
  const existing = await trx
    .selectFrom('agents')
    .innerJoin('carriers', 'carriers.id', 'agents.carrier_id')
    .select(['agents.id', 'agents.name', 'carriers.name as carrier'])
    .where(npnEquals(sql.ref('agents.npn'), trimmed))
    .where('agents.carrier_id', '=', carrierId)
    .$if(exceptAgentId !== undefined, (query) => query.where('agents.id', '<>', exceptAgentId!))
    .orderBy('agents.id')
    .executeTakeFirst();
  if (existing) {
    throw conflict(
      `NPN ${trimmed} already has a record at ${existing.carrier}: agent ${existing.id} (${existing.name}). ` +
        'A person has one record per carrier: use or edit that record.',
    );
  }
}
