import { normalizeWritingNumber, type TWritingNumber, type TWritingNumberUpsertInput } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB, WritingNumberRow } from '../db/types';
import { badRequest, notFound } from '../errors';

function toWritingNumber(row: WritingNumberRow): TWritingNumber {
  return {
    id: row.id,
    agentId: row.agent_id,
    carrierId: row.carrier_id,
    writingNumber: row.writing_number,
    identifierType: row.identifier_type,
    status: row.status,
  };
}

export async function listWritingNumbers(db: Kysely<DB>, agentId?: number) {
  let query = db.selectFrom('writing_numbers').selectAll();
  if (agentId !== undefined) query = query.where('agent_id', '=', agentId);
  return (await query.orderBy('agent_id').orderBy('carrier_id').execute()).map(toWritingNumber);
}

/** One writing number per agent record and carrier: a second upsert replaces the first. */
export async function upsertWritingNumber(db: Kysely<DB>, input: TWritingNumberUpsertInput) {
  const refs = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('agents').select('id').where('id', '=', input.agentId)).as('agent'),
      eb.exists(eb.selectFrom('carriers').select('id').where('id', '=', input.carrierId)).as('carrier'),
    ])
    .executeTakeFirstOrThrow();
  if (!refs.agent) throw notFound('Agent', input.agentId);
  if (!refs.carrier) throw badRequest(`Carrier ${input.carrierId} does not exist`);
  const values = {
    agent_id: input.agentId,
    carrier_id: input.carrierId,
    writing_number: input.writingNumber,
    writing_number_key: normalizeWritingNumber(input.writingNumber),
    identifier_type: input.identifierType ?? 'npn',
    status: input.status ?? 'active',
  };
  const row = await db
    .insertInto('writing_numbers')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['agent_id', 'carrier_id']).doUpdateSet({
        writing_number: values.writing_number,
        writing_number_key: values.writing_number_key,
        // Left out of the request: the stored values stay.
        ...(input.identifierType === undefined ? {} : { identifier_type: values.identifier_type }),
        ...(input.status === undefined ? {} : { status: values.status }),
        updated_at: sql`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWritingNumber(row);
}
