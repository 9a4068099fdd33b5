import { splitFullName } from '@agentledger/schema';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../errors';
import { namesAgree, npnNamesAnother, type StoredName } from '../import/roster-names';
import { npnEquals } from './npn-match';

/**
 * An NPN is one person's, at every carrier: a record given an NPN whose records name someone else
 * entirely (stored "Pat Holder", the call "Stat") would be shown in Unified Agents as that person's
 * record, with its debts in their total. Refused (409) as an agent list refuses such a row
 * (leaveOutOtherPeople), by the same comparison (namesAgree: a middle initial, a suffix, a changed
 * first or last name alone, LAST, FIRST order, a placeholder name with digits all pass).
 */
export async function assertNpnIsThisPerson(
  trx: Transaction<DB>,
  given: { npn: string | null | undefined; name: string; firstName: string | null; lastName: string | null },
  exceptAgentId?: number,
): Promise<void> {
  const npn = given.npn?.trim();
  if (!npn) return;
  // A record with no name parts (made from a report by name) is compared by its name, as the import reads one.
  const parts = given.firstName || given.lastName ? given : splitFullName(given.name);
  const holders: StoredName[] = await trx
    .selectFrom('agents')
    .select(['name', 'first_name', 'middle_name', 'last_name', 'business_name', 'type'])
    .where(npnEquals(sql.ref('npn'), npn))
    .$if(exceptAgentId !== undefined, (query) => query.where('id', '<>', exceptAgentId!))
    .orderBy('id')
    .execute();
  // Agreeing with any of the person's records is enough (a record made from a report may be spelled otherwise).
  if (holders.length === 0 || holders.some((holder) => namesAgree(parts, holder))) return;
  throw conflict(`${npnNamesAnother(npn, holders[0]!.name, `this record names ${given.name}`)}; nothing was saved`);
}
