import { normalizeWritingNumber, type TWritingNumber, type TWritingNumberUpsertInput } from '@agentledger/schema';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, WritingNumberRow } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { sameWritingDigits } from '../import/writing-digits';

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

/**
 * One writing number per agent record and carrier: a second upsert replaces the first. A writing
 * number names one agent record at its carrier (imports match report rows by it), so one another
 * record at the carrier holds (case, spaces and dashes ignored; digits only, leading zeros too:
 * 0903 is 00903, as imports match it) is a 409 naming that record. The
 * carrier's row is locked (no key update: records may still be added to it) so two upserts at once
 * cannot both take the same number.
 */
export async function upsertWritingNumber(db: Kysely<DB>, input: TWritingNumberUpsertInput) {
  return db.transaction().execute((trx) => upsertWritingNumberIn(trx, input));
}

/** upsertWritingNumber inside the caller's transaction (the Edit Agent save writes it with the agent). */
export async function upsertWritingNumberIn(trx: Transaction<DB>, input: TWritingNumberUpsertInput) {
  const agent = await trx.selectFrom('agents').select('id').where('id', '=', input.agentId).executeTakeFirst();
  if (!agent) throw notFound('Agent', input.agentId);
  const carrier = await trx
    .selectFrom('carriers')
    .select(['id', 'code'])
    .where('id', '=', input.carrierId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!carrier) throw badRequest(`Carrier ${input.carrierId} does not exist`);
  const key = normalizeWritingNumber(input.writingNumber);
  const holder = await trx
    .selectFrom('writing_numbers as w')
    .innerJoin('agents as a', 'a.id', 'w.agent_id')
    .select(['a.id', 'a.name', 'w.writing_number'])
    .where('w.carrier_id', '=', input.carrierId)
    .where((eb) =>
      eb.or([eb('w.writing_number_key', '=', key), sameWritingDigits('w.writing_number_key', { value: key })]),
    )
    .where('w.agent_id', '<>', input.agentId)
    .orderBy('a.id')
    .executeTakeFirst();
  if (holder) {
    throw conflict(
      `Writing number ${holder.writing_number} at ${carrier.code} already belongs to agent record ${holder.id} ` +
        `(${holder.name}); nothing was changed`,
    );
  }
  const values = {
    agent_id: input.agentId,
    carrier_id: input.carrierId,
    writing_number: input.writingNumber,
    writing_number_key: key,
    identifier_type: input.identifierType ?? 'npn',
    status: input.status ?? 'active',
  };
  const row = await trx
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
