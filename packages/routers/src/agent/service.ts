import { personNameKey, type TAgentCreateInput, type TAgentFindInput, type TAgentListInput } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import { toAgent } from './mapper';
import { carrierExists, countAgentRows, findAgentId, selectAgentRows } from './queries';
import { agentListOrder, agentListWhere } from './list-order';
import { lockCarrierRecords } from '../import/import-lock';
import { assertUplineFits, lockHierarchy } from './hierarchy';
import { applyAgentUpdate } from './apply-agent-update';
import { assertNpnFreeAtCarrier } from './unique-at-carrier';
import { assertNpnIsThisPerson } from './npn-holder';
import { assertAgentIdFreeAtCarrier } from './agent-id-at-carrier';
import { echoesShownUplineName } from './upline-name';
import { namePartsOf } from './name-parts';
import type { TAgentUpdateReadBack } from './read-back-of-update';

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
  const { firstName, middleName, lastName } = namePartsOf(input);
  const row = await db.transaction().execute(async (trx) => {
    // Never halfway through a report import of this carrier, which creates records there too.
    await lockCarrierRecords(trx, input.carrierId);
    await assertNpnFreeAtCarrier(trx, { npn: input.npn, carrierId: input.carrierId });
    await assertNpnIsThisPerson(trx, { npn: input.npn, name: input.name, firstName, lastName });
    await assertAgentIdFreeAtCarrier(trx, { agentId: input.agentId, carrierId: input.carrierId });
    if (input.npn && input.uplineId) {
      await lockHierarchy(trx);
      await assertUplineFits(trx, { npn: input.npn, upline: input.uplineId, changed: 'upline' });
    }
    // The Unified view's fallback sends back the upline name it was shown, read from the upline NPN:
    // not stored, so the new record's name keeps following the upline's own record, as the others do.
    const echoed = await echoesShownUplineName(trx, input.upline, { upline: null, upline_id: input.uplineId ?? null });
    return trx
      .insertInto('agents')
      .values({
        name: input.name,
        agent_id: input.agentId,
        carrier_id: input.carrierId,
        status: input.status,
        npn: input.npn,
        upline: echoed ? null : input.upline,
        upline_id: input.uplineId,
        email: input.email,
        phone: input.phone,
        address: input.address,
        first_name: firstName,
        middle_name: middleName,
        last_name: lastName,
        business_name: input.businessName,
        type: input.type,
        gender: input.gender,
        agency_name: input.agencyName,
        date_of_birth: input.dateOfBirth,
        city: input.city,
        state: input.state,
        zipcode: input.zipcode,
        comp_level: input.compLevel,
        soliciting_for: input.solicitingFor,
        npn_verified: input.npnVerified === undefined ? undefined : input.npnVerified === 'Verified',
        role: input.role,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return getAgent(db, row.id);
}

/**
 * PUT /api/agents/{id} is a partial update in its own transaction (applyAgentUpdate says what is
 * written; `name` renames as POST would split it, see readNameOfUpdate); the Edit Agent save runs
 * the same update inside its own transaction.
 */
export async function updateAgent(db: Kysely<DB>, id: number, input: TAgentUpdateReadBack) {
  await db.transaction().execute((trx) => applyAgentUpdate(trx, id, input));
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
