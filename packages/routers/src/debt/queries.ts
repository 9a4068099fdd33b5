import type { TDebtListInput } from '@agentledger/schema';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/types';
import { debtAgeDays } from '../ledger';

/** Every debt column plus its age in days, computed by the database from today's date. */
function selectDebts(db: Kysely<DB>) {
  return db
    .selectFrom('debts')
    .selectAll()
    .select([
      debtAgeDays().as('debt_age'),
      // As text in SQL: the drivers do not agree on how a date column comes back.
      sql<string>`to_char(incurred_on, 'YYYY-MM-DD')`.as('incurred_on_text'),
    ]);
}

export type DebtWithAgeRow = Awaited<ReturnType<ReturnType<typeof selectDebts>['executeTakeFirstOrThrow']>>;

/** The debts the filters keep, in id order, one page when asked. */
export function listDebtRows(db: Kysely<DB>, input?: TDebtListInput) {
  return filterDebts(selectDebts(db), input)
    .orderBy('id')
    .$if(input?.limit !== undefined, (q) => q.limit(input!.limit!))
    .$if(input?.offset !== undefined, (q) => q.offset(input!.offset!))
    .execute();
}

/** How many debts the filters keep. */
export async function countDebtRows(db: Kysely<DB>, input?: TDebtListInput) {
  const row = await filterDebts(
    db.selectFrom('debts').select((eb) => eb.fn.countAll().as('total')),
    input,
  ).executeTakeFirstOrThrow();
  return Number(row.total);
}

function filterDebts<Q extends SelectQueryBuilder<DB, 'debts', object>>(query: Q, input?: TDebtListInput): Q {
  let q = query;
  if (input?.agentId !== undefined) q = q.where('agent_id', '=', input.agentId) as Q;
  if (input?.carrierId !== undefined) q = q.where('carrier_id', '=', input.carrierId) as Q;
  if (input?.status !== undefined) q = q.where('status', '=', input.status) as Q;
  return q;
}

export function findDebtRow(db: Kysely<DB>, id: number) {
  return selectDebts(db).where('id', '=', id).executeTakeFirst();
}

/** Which of the two referenced rows exist, in one round trip. */
export async function referencesExist(db: Kysely<DB>, agentId: number, carrierId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('agents').select('id').where('id', '=', agentId)).as('agent'),
      eb.exists(eb.selectFrom('carriers').select('id').where('id', '=', carrierId)).as('carrier'),
    ])
    .executeTakeFirstOrThrow();
  return { agent: Boolean(row.agent), carrier: Boolean(row.carrier) };
}
