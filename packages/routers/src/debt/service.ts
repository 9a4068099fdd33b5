import {
  debtStatusForAmount,
  toMoneyString,
  type TDebtCreateInput,
  type TDebtListInput,
  type TDebtUpdateInput,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import { toDebt } from './mapper';
import { countDebtRows, debtPlacement, findDebtRow, listDebtRows } from './queries';

/** GET /api/debts: the debts the filters keep (one page when asked); `setTotal` gets how many. */
export async function listDebts(db: Kysely<DB>, input?: TDebtListInput, setTotal?: (total: number) => void) {
  const [rows, total] = await Promise.all([
    listDebtRows(db, input),
    setTotal ? countDebtRows(db, input) : Promise.resolve(0),
  ]);
  setTotal?.(total);
  return rows.map(toDebt);
}

/**
 * An unknown agent or carrier is the caller's mistake (400), named so it can be fixed. So is a
 * carrier other than the agent record's own: every screen, notice and report files a record's debts
 * under the record's carrier, and a debt at another carrier belongs on the person's record there.
 * Without a status the amount decides it, as on an update (README: only exactly 0 is paid).
 */
export async function createDebt(db: Kysely<DB>, input: TDebtCreateInput) {
  if (input.incurredOn !== undefined && input.debtAge !== undefined && input.debtAge !== null) {
    throw badRequest('Invalid input: give debtAge or incurredOn, not both');
  }
  const { agent, carrier, recordThere } = await debtPlacement(db, input.agentId, input.carrierId);
  if (!agent) throw badRequest(`Agent ${input.agentId} does not exist`);
  if (!carrier) throw badRequest(`Carrier ${input.carrierId} does not exist`);
  if (agent.carrier_id !== null && agent.carrier_id !== input.carrierId) {
    const here = `Agent ${input.agentId} is the record at ${agent.carrier_name}, so a debt at ${carrier.name} cannot go on it`;
    throw badRequest(
      recordThere === null
        ? `${here}: this person has no record at ${carrier.name} yet. Add one (POST /api/agents), then the debt on it.`
        : `${here}: record it on this person's record at ${carrier.name} (agent ${recordThere}).`,
    );
  }
  // A record without a carrier (a person an agent list made) holds a debt only at a carrier where the
  // person has no record: where they have one, its Agent ID, notices and breakdown are the debt's.
  if (agent.carrier_id === null && recordThere !== null) {
    throw badRequest(
      `Agent ${input.agentId} is a person's record without a carrier: record the debt at ${carrier.name} on their record there (agent ${recordThere}).`,
    );
  }
  const { id } = await db
    .insertInto('debts')
    .values({
      agent_id: input.agentId,
      carrier_id: input.carrierId,
      amount: toMoneyString(input.amount),
      status: input.status ?? debtStatusForAmount(input.amount),
      notes: input.notes,
      incurred_on: input.incurredOn ?? sql<string>`current_date - ${input.debtAge ?? 0}::integer`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getDebt(db, id);
}

export async function getDebt(db: Kysely<DB>, id: number) {
  const row = await findDebtRow(db, id);
  if (!row) throw notFound('Debt', id);
  return toDebt(row);
}

/**
 * A debt never moves to another agent record or carrier: every screen, notice and report files it
 * under its own, and the move would skip createDebt's checks. `agentId` or `carrierId` in an update
 * is a 400 unless it is the debt's own (a script sending back the debt it read), so a script that
 * tries is told rather than answered as if it had worked.
 */
async function assertDebtStays(db: Kysely<DB>, id: number, placement: Pick<TDebtUpdateInput, 'agentId' | 'carrierId'>) {
  if (placement.agentId === undefined && placement.carrierId === undefined) return;
  const row = await db.selectFrom('debts').select(['agent_id', 'carrier_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Debt', id);
  const moved =
    (placement.agentId !== undefined && placement.agentId !== row.agent_id) ||
    (placement.carrierId !== undefined && placement.carrierId !== row.carrier_id);
  if (moved) {
    throw badRequest(
      `A debt's agent and carrier cannot be changed (debt ${id} is agent ${row.agent_id}'s at carrier ${row.carrier_id}): delete it and add it under the right agent and carrier`,
    );
  }
}

/**
 * The day incurred an update sets: `incurredOn`, or `debtAge` days before today. Both may come (a
 * debt read back and sent again) when they name the same day; two different days are a 400, never
 * one of them kept without a word (before, `debtAge` was dropped and the answer was a 200).
 */
async function incurredOnOfUpdate(db: Kysely<DB>, { incurredOn, debtAge }: TDebtUpdateInput) {
  if (debtAge === undefined || debtAge === null) return incurredOn;
  const daysAgo = sql<string>`current_date - ${debtAge}::integer`;
  if (incurredOn === undefined) return daysAgo;
  const { age } = await sql<{ age: number }>`select current_date - ${incurredOn}::date as age`
    .execute(db)
    .then((result) => result.rows[0]!);
  if (Number(age) !== debtAge) {
    throw badRequest(
      `Invalid input: debtAge ${debtAge} and incurredOn ${incurredOn} (${Number(age)} days ago) name different days: give one of them`,
    );
  }
  return incurredOn;
}

/** SPEC section 4: a new amount without a status decides the status (above 0 outstanding, 0 paid). */
export async function updateDebt(db: Kysely<DB>, id: number, { agentId, carrierId, ...input }: TDebtUpdateInput) {
  await assertDebtStays(db, id, { agentId, carrierId });
  const incurredOn = await incurredOnOfUpdate(db, input);
  const status = input.status ?? (input.amount === undefined ? undefined : debtStatusForAmount(input.amount));
  const updated = await db
    .updateTable('debts')
    .set({
      updated_at: sql`now()`,
      ...(input.amount === undefined ? {} : { amount: toMoneyString(input.amount) }),
      ...(status === undefined ? {} : { status }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      ...(incurredOn === undefined ? {} : { incurred_on: incurredOn }),
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw notFound('Debt', id);
  return getDebt(db, id);
}

export async function deleteDebt(db: Kysely<DB>, id: number) {
  return db.transaction().execute(async (trx) => {
    const debt = await getDebt(trx, id);
    await trx.deleteFrom('debts').where('id', '=', id).execute();
    return debt;
  });
}

/** The Database Viewer's 'Clear All Debts'. */
export async function clearAllDebts(db: Kysely<DB>) {
  const result = await db.deleteFrom('debts').executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}
