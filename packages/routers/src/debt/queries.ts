import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** Every debt column plus its age in days, computed by the database from today's date. */
function selectDebts(db: Kysely<DB>) {
  return db
    .selectFrom('debts')
    .selectAll()
    .select([
      sql<number>`current_date - incurred_on`.as('debt_age'),
      // As text in SQL: the drivers do not agree on how a date column comes back.
      sql<string>`to_char(incurred_on, 'YYYY-MM-DD')`.as('incurred_on_text'),
    ]);
}

export type DebtWithAgeRow = Awaited<ReturnType<ReturnType<typeof selectDebts>['executeTakeFirstOrThrow']>>;

export function listDebtRows(db: Kysely<DB>, agentId?: number) {
  let query = selectDebts(db);
  if (agentId !== undefined) query = query.where('agent_id', '=', agentId);
  return query.orderBy('id').execute();
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
