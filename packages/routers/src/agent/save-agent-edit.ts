import { ZAgent, ZAgentEditSaveInput, type TAgentEditCarrier, type TAgentEditSaveInput } from '@agentledger/schema';
import { TRPCError } from '@trpc/server';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { createDebt } from '../debt/service';
import { setOpenTotal } from '../debt/set-open-total';
import { badRequest, mapDatabaseError } from '../errors';
import { lockCarrierRecords, withRetries } from '../import/import-lock';
import { protectedProcedure } from '../trpc';
import { upsertWritingNumberIn } from '../writing-number/service';
import { applyAgentUpdate } from './apply-agent-update';
import { assertAgentIdFreeAtCarrier } from './agent-id-at-carrier';
import { copyRecordTo, existingRecordAt, recordAtCarrier, type EditedRecord } from './record-at-carrier';
import { getAgent } from './service';

/**
 * The Edit Agent save (SPEC section 7, "Edit save"): the agent update, then each carrier's writing
 * number, then each carrier's debt, in ONE transaction. Run as separate calls, a refusal halfway
 * (a writing number another record holds) left the update and some debts applied, and the retry
 * posted those debts again. Now any refusal leaves everything as it was and says so.
 */
export async function saveAgentEdit(db: Kysely<DB>, input: TAgentEditSaveInput) {
  const { id, carriers, ...update } = input;
  const changes = [...carriers].sort((a, b) => a.carrierId - b.carrierId);
  try {
    await withRetries(() =>
      db.transaction().execute(async (trx) => {
        await assertCarriersExist(trx, changes);
        // The import locks before the hierarchy lock (taken by the update) and before any row, in
        // carrier id order, as every writer takes them: an edit and an import of a carrier run one
        // after the other, and two edits cannot wait for each other in a circle.
        for (const { carrierId } of changes) await lockCarrierRecords(trx, carrierId);
        await applyAgentUpdate(trx, id, update);
        // Read after the update: a record made at another carrier takes the NPN as saved now.
        const row = await trx.selectFrom('agents').select('carrier_id').where('id', '=', id).executeTakeFirstOrThrow();
        const record: EditedRecord = { id, carrierId: row.carrier_id };
        for (const change of changes) await saveWritingNumber(trx, record, change);
        for (const change of changes) await saveDebt(trx, record, change);
      }),
    );
  } catch (error) {
    throw nothingSaved(error);
  }
  return getAgent(db, id);
}

async function assertCarriersExist(trx: Transaction<DB>, changes: readonly TAgentEditCarrier[]) {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.carrierId);
  const found = new Set(
    (await trx.selectFrom('carriers').select('id').where('id', 'in', ids).execute()).map((c) => c.id),
  );
  const missing = ids.find((carrierId) => !found.has(carrierId));
  if (missing !== undefined) throw badRequest(`Carrier ${missing} does not exist`);
}

/**
 * A writing number goes on the person's record at its carrier, where report rows are matched by
 * it. One this record holds at another carrier (stored there before the save looked for the
 * person's record) is what the dialog showed for that carrier, so the typed one replaces it there.
 */
async function saveWritingNumber(trx: Transaction<DB>, record: EditedRecord, change: TAgentEditCarrier) {
  if (change.writingNumber === undefined) return;
  const agentId = await recordAtCarrier(trx, record, change.carrierId);
  if (agentId !== record.id) {
    await trx
      .deleteFrom('writing_numbers')
      .where('agent_id', '=', record.id)
      .where('carrier_id', '=', change.carrierId)
      .execute();
  }
  // SPEC section 7's upsert: identifier type npn (the default), status active.
  await upsertWritingNumberIn(trx, {
    agentId,
    carrierId: change.carrierId,
    writingNumber: change.writingNumber,
    identifierType: 'npn',
    status: 'active',
  });
  // The writing number is the carrier's id for the person: a record at that carrier without an
  // Agent ID (one this save made) takes it, so lists and notices do not print an empty "agent ID",
  // unless another record there has it as its Agent ID (a 409: the code names that record).
  if (change.writingNumber) {
    const takes = await trx
      .selectFrom('agents')
      .select('id')
      .where('id', '=', agentId)
      .where('carrier_id', '=', change.carrierId)
      .where((eb) => eb.or([eb('agent_id', 'is', null), eb('agent_id', '=', '')]))
      .executeTakeFirst();
    if (!takes) return;
    await assertAgentIdFreeAtCarrier(trx, {
      agentId: change.writingNumber,
      carrierId: change.carrierId,
      exceptAgentId: agentId,
    });
    await trx.updateTable('agents').set({ agent_id: change.writingNumber }).where('id', '=', agentId).execute();
  }
}

/**
 * The Debt Amount field shows the open total of the person's record at the carrier (existingRecordAt;
 * failing that, of this record), so a new value sets that same total (setOpenTotal). Where nothing is
 * open there, a value above 0 is SPEC's new 'Manual entry' debt (debtAge 0, outstanding) on the
 * person's record at the carrier.
 */
async function saveDebt(trx: Transaction<DB>, record: EditedRecord, change: TAgentEditCarrier) {
  const amount = change.debt;
  if (amount === undefined) return;
  const holder = await existingRecordAt(trx, record, change.carrierId);
  const carrierId = change.carrierId;
  if (holder !== null && (await setOpenTotal(trx, { agentId: holder, carrierId }, amount))) return;
  if (holder !== record.id && (await setOpenTotal(trx, { agentId: record.id, carrierId }, amount))) return;
  if (amount <= 0) return;
  await createDebt(trx, {
    // No record of the person at the carrier (existingRecordAt said so): one made from this record's profile.
    agentId: holder ?? (await copyRecordTo(trx, record.id, carrierId)),
    carrierId,
    amount,
    debtAge: 0,
    status: 'outstanding',
    notes: 'Manual entry',
  });
}

/**
 * A refusal (4xx) rolled the whole save back: its message says so, in place of the "nothing was
 * changed" a single write's message ends with. Other failures pass on as they are.
 */
function nothingSaved(error: unknown): unknown {
  const known = error instanceof TRPCError ? error : mapDatabaseError(error);
  if (!known || known.code === 'INTERNAL_SERVER_ERROR' || known.code === 'SERVICE_UNAVAILABLE') return error;
  const message = known.message.replace(/[;.]\s*nothing was changed\.?$/i, '');
  return new TRPCError({ code: known.code, message: `${message}; nothing was saved`, cause: error });
}

export const saveAgentEditProcedure = protectedProcedure
  .input(ZAgentEditSaveInput)
  .output(ZAgent)
  .mutation(({ ctx, input }) => saveAgentEdit(ctx.db, input));
