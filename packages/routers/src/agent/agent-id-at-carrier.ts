import { normalizeWritingNumber } from '@agentledger/schema';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../errors';

/** An Agent ID column as writing numbers are keyed (normalizeWritingNumber): case, spaces and dashes ignored. */
const agentIdKey = (column: string) => sql`upper(regexp_replace(${sql.ref(column)}, ${'[\\s-]+'}, '', 'g'))`;

/**
 * A stored Agent ID that is `given` as writing numbers compare (sameWritingDigits): the same key,
 * or, for a key of digits only (not zeros only), the same digits but for leading zeros (a
 * spreadsheet's 000903 is the 903 its CSV export says).
 */
function sameAgentId(column: string, given: string): RawBuilder<boolean> {
  const key = normalizeWritingNumber(given);
  const digits = /^[0-9]+$/.test(key) ? key.replace(/^0+/, '') : '';
  return digits
    ? sql<boolean>`ltrim(${agentIdKey(column)}, '0') = ${digits}`
    : sql<boolean>`${agentIdKey(column)} = ${key}`;
}

/**
 * An Agent ID is the agent's code at their carrier: it names one record there, which statements,
 * notices and the Database Viewer identify by it. A second record with the same code at that
 * carrier would make either one of them the agent a code stands for, so it is refused with the
 * record that has it, for a script to use or edit instead. The caller holds the carrier's record
 * lock (lockCarrierRecords), so two saves cannot both find the code free.
 */
export async function assertAgentIdFreeAtCarrier(
  trx: Transaction<DB>,
  {
    agentId,
    carrierId,
    exceptAgentId,
  }: { agentId: string | null | undefined; carrierId: number; exceptAgentId?: number },
): Promise<void> {
  const trimmed = agentId?.trim();
  if (!trimmed || !normalizeWritingNumber(trimmed)) return;
  const existing = await trx
    .selectFrom('agents')
    .innerJoin('carriers', 'carriers.id', 'agents.carrier_id')
    .select(['agents.id', 'agents.name', 'carriers.name as carrier'])
    .where('agents.carrier_id', '=', carrierId)
    .where(sameAgentId('agents.agent_id', trimmed))
    .$if(exceptAgentId !== undefined, (query) => query.where('agents.id', '<>', exceptAgentId!))
    .orderBy('agents.id')
    .executeTakeFirst();
  if (existing) {
    throw conflict(
      `Agent ID ${trimmed} is already used at ${existing.carrier} by agent record ${existing.id} (${existing.name}); ` +
        'an Agent ID names one record at its carrier: use or edit that record',
    );
  }
}
