import {
  joinPersonName,
  personNameKey,
  splitPersonName,
  type TAgentCreateInput,
  type TAgentFindInput,
  type TAgentUpdateInput,
  type TListPage,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import { toAgent } from './mapper';
import { carrierExists, findAgentId, selectAgentRows } from './queries';
import { lockCarrierRecords } from '../import/import-lock';

export async function listAgents(db: Kysely<DB>, page?: TListPage) {
  return (await selectAgentRows(db, sql`true`, page)).map(toAgent);
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

export async function updateAgent(db: Kysely<DB>, id: number, input: TAgentUpdateInput) {
  const updated = await db
    .updateTable('agents')
    .set({
      name: joinPersonName(input.firstName, input.middleName, input.lastName),
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
      npn_verified: input.npnVerified === 'Verified',
      soliciting_for: input.solicitingFor,
      address: input.address,
      city: input.city,
      state: input.state,
      zipcode: input.zipcode,
      role: input.role,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw notFound('Agent', id);
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
