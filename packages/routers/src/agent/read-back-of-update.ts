import type { Transaction } from 'kysely';
import type { DB } from '../db/types';
import { badRequest } from '../errors';
import type { TAgentUpdateWithName } from './name-of-update';
import { echoesShownUplineName } from './upline-name';

/**
 * PUT /api/agents/{id} with the fields of the record as GET answers it: `upline` and `uplineId`,
 * POST /api/agents' names for the upline (SPEC's PUT says `uplineName` and `uplineNPN`), and the
 * record's place, `agentId` and `carrierId`. They were let through as fields of the answer and
 * ignored, so a script renaming an upline under POST's names, or moving a record's agent ID, was
 * answered 200 with nothing changed.
 */
export type TAgentUpdateReadBack = TAgentUpdateWithName & {
  upline?: string | null;
  uplineId?: string | null;
  agentId?: string | null;
  carrierId?: number | null;
};

type StoredPlace = {
  upline: string | null;
  upline_id: string | null;
  agent_id: string | null;
  carrier_id: number | null;
};

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

/**
 * One value of a field sent under two names: the one that changes what is stored (a record read back
 * and sent again repeats the stored value under the other name); two different changes are refused.
 */
function oneChange<T extends string | null>(
  field: string,
  values: readonly { name: string; value: T | undefined; changes: boolean }[],
): T | undefined {
  const changes = values.filter((entry) => entry.changes);
  const [first, second] = changes;
  if (first && second && !sameText(first.value, second.value)) {
    throw badRequest(
      `Invalid input: ${second.name}: is the ${field} under another name, and ${first.name} gives another one: send one`,
    );
  }
  return first ? first.value : values.find((entry) => entry.value !== undefined)?.value;
}

/**
 * The update with `upline`/`uplineId` read as `uplineName`/`uplineNPN`, after checking that `agentId`
 * and `carrierId`, when sent, are the record's own: this call changes neither (a record stays at its
 * carrier; its writing numbers are POST /api/writing-numbers/upsert's).
 */
export async function readBackOfUpdate(
  trx: Transaction<DB>,
  input: TAgentUpdateReadBack,
  stored: StoredPlace,
): Promise<TAgentUpdateWithName> {
  const { upline, uplineId, agentId, carrierId, ...update } = input;
  if (agentId !== undefined && !sameText(agentId, stored.agent_id)) {
    throw badRequest(
      `Invalid input: agentId: is the record's ID at its carrier (${stored.agent_id ?? 'none'}) and is not changed by this call: send writing numbers to POST /api/writing-numbers/upsert`,
    );
  }
  if (carrierId !== undefined && carrierId !== stored.carrier_id) {
    throw badRequest(
      'Invalid input: carrierId: a record stays at its carrier: add a record at the other carrier with POST /api/agents',
    );
  }
  const nameChanges = async (value: string | null | undefined) =>
    value !== undefined && !sameText(value, stored.upline) && !(await echoesShownUplineName(trx, value, stored));
  const uplineName = oneChange('upline name', [
    { name: 'uplineName', value: update.uplineName, changes: await nameChanges(update.uplineName) },
    { name: 'upline', value: upline, changes: await nameChanges(upline) },
  ]);
  const npnChanges = (value: string | null | undefined) => value !== undefined && !sameText(value, stored.upline_id);
  const uplineNPN = oneChange('upline NPN', [
    { name: 'uplineNPN', value: update.uplineNPN, changes: npnChanges(update.uplineNPN) },
    { name: 'uplineId', value: uplineId, changes: npnChanges(uplineId) },
  ]);
  return { ...update, uplineName, uplineNPN };
}
