import { joinPersonName, NAME_MAX } from '@agentledger/schema';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import { assertUplineFits, lockHierarchy } from './hierarchy';
import { assertNpnFreeAtCarrier } from './unique-at-carrier';
import { assertNpnIsThisPerson } from './npn-holder';
import { echoesShownUplineName } from './upline-name';
import { readNameOfUpdate } from './name-of-update';
import { readBackOfUpdate, type TAgentUpdateReadBack } from './read-back-of-update';

/** The columns of an update whose value was given (undefined = left out of the request). */
function onlyGiven<T extends Record<string, unknown>>(columns: T): Partial<T> {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The agent update of PUT /api/agents/{id} and of the Edit Agent save, inside the caller's
 * transaction. A partial update: only the fields given are written (null clears an optional one);
 * the display name follows first, middle and last name, stored or given, or is the `name` sent
 * (readNameOfUpdate). The name keys are kept by a trigger, so they (and the person key) follow in
 * the same statement.
 */
export async function applyAgentUpdate(trx: Transaction<DB>, id: number, sent: TAgentUpdateReadBack) {
  // Before the record is locked, as every hierarchy change takes it (see lockHierarchy).
  if (sent.npn !== undefined || sent.uplineNPN !== undefined || sent.uplineId !== undefined) await lockHierarchy(trx);
  const current = await trx
    .selectFrom('agents')
    .select(['first_name', 'middle_name', 'last_name', 'name', 'npn', 'upline', 'upline_id', 'agent_id', 'carrier_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound('Agent', id);
  const given = await readBackOfUpdate(trx, sent, current);
  const { update: input, name: sentName } = readNameOfUpdate(given, current.name);
  // The display name is rebuilt only when a name field really changes: the edit dialog sends every
  // field, and "Samantha Long" (middle name D on file) must not become "Samantha D Long" on a save
  // that changed her phone.
  const changes = (given: string | null | undefined, stored: string | null) =>
    given !== undefined && (given ?? '').trim() !== (stored ?? '').trim();
  const naming =
    changes(input.firstName, current.first_name) ||
    changes(input.middleName, current.middle_name) ||
    changes(input.lastName, current.last_name);
  const name =
    sentName ??
    (naming
      ? joinPersonName(
          input.firstName ?? current.first_name ?? '',
          input.middleName === undefined ? current.middle_name : input.middleName,
          input.lastName ?? current.last_name ?? '',
        ) || current.name
      : undefined);
  // The add dialog's name holds at most NAME_MAX characters; the name built from the parts does too.
  if (name !== undefined && name.length > NAME_MAX) {
    throw badRequest(
      `Invalid input: firstName, middleName, lastName: the full name is too long (at most ${NAME_MAX} characters)`,
    );
  }
  // The hierarchy is checked when this save changes the record's NPN or upline, so a save that
  // changes only a phone number is never refused for a link stored before the check existed.
  const npn = input.npn ?? current.npn;
  const upline = input.uplineNPN === undefined ? current.upline_id : input.uplineNPN;
  const uplineChanged = (upline ?? '') !== (current.upline_id ?? '');
  if (uplineChanged || (npn ?? '') !== (current.npn ?? '')) {
    await assertUplineFits(trx, { npn, upline, exceptAgentId: id, changed: uplineChanged ? 'upline' : 'npn' });
  }
  const npnChanged = (npn ?? '') !== (current.npn ?? '');
  if (npnChanged && current.carrier_id !== null) {
    await assertNpnFreeAtCarrier(trx, { npn, carrierId: current.carrier_id, exceptAgentId: id });
  }
  // Only a save that changes the NPN or the name: a phone number is never refused over stored records.
  if (npnChanged || name !== undefined) {
    const firstName = input.firstName ?? current.first_name;
    const lastName = input.lastName ?? current.last_name;
    await assertNpnIsThisPerson(trx, { npn, name: name ?? current.name, firstName, lastName }, id);
  }
  const uplineName = (await echoesShownUplineName(trx, input.uplineName, current)) ? undefined : input.uplineName;
  await trx
    .updateTable('agents')
    .set(
      onlyGiven({
        name,
        npn: input.npn,
        first_name: input.firstName,
        middle_name: input.middleName,
        last_name: input.lastName,
        business_name: input.businessName,
        type: input.type,
        gender: input.gender,
        agency_name: input.agencyName,
        phone: input.phone,
        email: input.email,
        date_of_birth: input.dateOfBirth,
        comp_level: input.compLevel,
        upline: uplineName,
        upline_id: input.uplineNPN,
        status: input.status,
        npn_verified: input.npnVerified === undefined ? undefined : input.npnVerified === 'Verified',
        soliciting_for: input.solicitingFor,
        address: input.address,
        city: input.city,
        state: input.state,
        zipcode: input.zipcode,
        role: input.role,
        updated_at: sql<Date>`now()`,
      }),
    )
    .where('id', '=', id)
    .execute();
}
