import {
  joinPersonName,
  NAME_MAX,
  personNameKey,
  splitPersonName,
  type TAgentCreateInput,
  type TAgentFindInput,
  type TAgentUpdateInput,
  type TAgentListInput,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import { toAgent } from './mapper';
import { carrierExists, countAgentRows, findAgentId, selectAgentRows } from './queries';
import { agentListOrder, agentListWhere } from './list-order';
import { lockCarrierRecords } from '../import/import-lock';
import { assertUplineFits, lockHierarchy } from './hierarchy';

/**
 * GET /api/agents: the records the filters keep (all of them without), in the asked order (id
 * order without one), one page when asked; X-Total-Count (when the caller can take headers) is
 * how many the filters keep.
 */
export async function listAgents(db: Kysely<DB>, input?: TAgentListInput, setTotal?: (total: number) => void) {
  const where = agentListWhere(input);
  const page = { limit: input?.limit, offset: input?.offset };
  const order = agentListOrder(input);
  if (setTotal) {
    const [rows, total] = await Promise.all([selectAgentRows(db, where, page, order), countAgentRows(db, where)]);
    setTotal(total);
    return rows.map(toAgent);
  }
  return (await selectAgentRows(db, where, page, order)).map(toAgent);
}

export async function getAgent(db: Kysely<DB>, id: number) {
  const [row] = await selectAgentRows(db, sql`a.id = ${id}`);
  if (!row) throw notFound('Agent', id);
  return toAgent(row);
}

/**
 * The record at a carrier for a person: by NPN when one is given, otherwise by name (case,
 * spacing and "Last, First" ignored). 404 when nothing matches: the UI then creates one.
 */
export async function findAgent(db: Kysely<DB>, input: TAgentFindInput) {
  const npn = input.npn?.trim();
  const name = input.name?.trim();
  if (!npn && !name) throw badRequest('Give an npn or a name to find an agent');
  // The one person rule: "Brown, Elizabeth" finds "Elizabeth Brown".
  const id = await findAgentId(db, { carrierId: input.carrierId, npn, name: name ? personNameKey(name) : undefined });
  if (id === undefined) {
    throw notFound(
      'Agent',
      `${npn ? `with NPN ${npn}` : `named "${name}"`}${input.carrierId ? ` at carrier ${input.carrierId}` : ''}`,
    );
  }
  return getAgent(db, id);
}

async function assertCarrier(db: Kysely<DB>, carrierId: number) {
  if (!(await carrierExists(db, carrierId))) throw badRequest(`Carrier ${carrierId} does not exist`);
}

export async function createAgent(db: Kysely<DB>, input: TAgentCreateInput) {
  await assertCarrier(db, input.carrierId);
  const { firstName, lastName } = splitPersonName(input.name);
  const row = await db.transaction().execute(async (trx) => {
    // Never halfway through a report import of this carrier, which creates records there too.
    await lockCarrierRecords(trx, input.carrierId);
    if (input.npn && input.uplineId) {
      await lockHierarchy(trx);
      await assertUplineFits(trx, { npn: input.npn, upline: input.uplineId, changed: 'upline' });
    }
    return trx
      .insertInto('agents')
      .values({
        name: input.name,
        agent_id: input.agentId,
        carrier_id: input.carrierId,
        status: input.status,
        npn: input.npn,
        upline: input.upline,
        upline_id: input.uplineId,
        email: input.email,
        phone: input.phone,
        address: input.address,
        first_name: firstName || null,
        last_name: lastName || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return getAgent(db, row.id);
}

/** The columns of an update whose value was given (undefined = left out of the request). */
function onlyGiven<T extends Record<string, unknown>>(columns: T): Partial<T> {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * PUT /api/agents/{id} is a partial update: only the fields given are written (null clears an
 * optional one); the display name follows first, middle and last name, stored or given. The name
 * keys are generated columns, so they follow in the same statement.
 */
export async function updateAgent(db: Kysely<DB>, id: number, input: TAgentUpdateInput) {
  await db.transaction().execute(async (trx) => {
    // Before the record is locked, as every hierarchy change takes it (see lockHierarchy).
    if (input.npn !== undefined || input.uplineNPN !== undefined) await lockHierarchy(trx);
    const current = await trx
      .selectFrom('agents')
      .select(['first_name', 'middle_name', 'last_name', 'name', 'npn', 'upline_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('Agent', id);
    // The display name is rebuilt only when a name field really changes: the edit dialog sends every
    // field, and "Samantha Long" (middle name D on file) must not become "Samantha D Long" on a save
    // that changed her phone.
    const changes = (given: string | null | undefined, stored: string | null) =>
      given !== undefined && (given ?? '').trim() !== (stored ?? '').trim();
    const naming =
      changes(input.firstName, current.first_name) ||
      changes(input.middleName, current.middle_name) ||
      changes(input.lastName, current.last_name);
    const name = naming
      ? joinPersonName(
          input.firstName ?? current.first_name ?? '',
          input.middleName === undefined ? current.middle_name : input.middleName,
          input.lastName ?? current.last_name ?? '',
        ) || current.name
      : undefined;
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
          upline: input.uplineName,
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
  });
  return getAgent(db, id);
}

/** The record goes with its writing numbers and debts, in one transaction. */
export async function deleteAgent(db: Kysely<DB>, id: number) {
  return db.transaction().execute(async (trx) => {
    const agent = await getAgent(trx, id);
    await trx.deleteFrom('debts').where('agent_id', '=', id).execute();
    await trx.deleteFrom('writing_numbers').where('agent_id', '=', id).execute();
    await trx.deleteFrom('agents').where('id', '=', id).execute();
    return agent;
  });
}
