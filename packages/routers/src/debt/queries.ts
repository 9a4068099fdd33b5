import { DEBT_AGE_RANGES, type DebtSortKey, type TDebtListInput } from '@agentledger/schema';
import { sql, type InferResult, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/types';
import { ageRangeIndex, debtAgeDays } from '../ledger';
import { personRecordAt } from '../agent/queries';

/** Every debt column plus its age in days, computed by the database from today's date. */
function selectDebts(db: Kysely<DB>) {
  return db
    .selectFrom('debts')
    .selectAll('debts')
    .select([
      debtAgeDays('debts').as('debt_age'),
      // As text in SQL: the drivers do not agree on how a date column comes back.
      sql<string>`to_char(debts.incurred_on, 'YYYY-MM-DD')`.as('incurred_on_text'),
    ]);
}

export type DebtWithAgeRow = Awaited<ReturnType<ReturnType<typeof selectDebts>['executeTakeFirstOrThrow']>>;

/** The debts the filters keep, in their order, one page when asked. */
export function listDebtRows(db: Kysely<DB>, input?: TDebtListInput) {
  return orderDebts(filterDebts(selectDebts(db), input), input)
    .$if(input?.limit !== undefined, (q) => q.limit(input!.limit!))
    .$if(input?.offset !== undefined, (q) => q.offset(input!.offset!))
    .execute();
}

/** The debts the filters keep, in their order, with the agent's and the carrier's names (not yet run). */
export function debtsWithNames(db: Kysely<DB>, input: TDebtFilter) {
  return orderDebts(filterDebts(selectDebts(db), input), input)
    .innerJoin('agents', 'agents.id', 'debts.agent_id')
    .innerJoin('carriers', 'carriers.id', 'debts.carrier_id')
    .select(['agents.name as agent_name', 'carriers.name as carrier_name']);
}

export type DebtWithNamesRow = InferResult<ReturnType<typeof debtsWithNames>>[number];

/** A window of debtsWithNames. */
export function debtWindowRows(db: Kysely<DB>, input: TDebtFilter & { offset: number; limit: number }) {
  return debtsWithNames(db, input).limit(input.limit).offset(input.offset).execute();
}

/** How many debts the filters keep. */
export async function countDebtRows(db: Kysely<DB>, input?: TDebtFilter) {
  const row = await filterDebts(
    db.selectFrom('debts').select((eb) => eb.fn.countAll().as('total')),
    input,
  ).executeTakeFirstOrThrow();
  return Number(row.total);
}

export type TDebtFilter = Omit<NonNullable<TDebtListInput>, 'limit' | 'offset'>;

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterDebts<Q extends SelectQueryBuilder<DB, 'debts', object>>(query: Q, input?: TDebtFilter): Q {
  let q = query;
  if (input?.agentId !== undefined) q = q.where('debts.agent_id', '=', input.agentId) as Q;
  if (input?.carrierId !== undefined) q = q.where('debts.carrier_id', '=', input.carrierId) as Q;
  if (input?.status !== undefined) q = q.where('debts.status', '=', input.status) as Q;
  if (input?.ageRange !== undefined) {
    const index = DEBT_AGE_RANGES.findIndex((range) => range.key === input.ageRange);
    q = q.where(ageRangeIndex(debtAgeDays('debts')), '=', index) as Q;
  }
  if (input?.search) {
    const pattern = containing(input.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`debts.id::text`, 'like', pattern),
        eb('debts.notes', 'ilike', pattern),
        eb('debts.agent_id', 'in', eb.selectFrom('agents').select('agents.id').where('agents.name', 'ilike', pattern)),
      ]),
    ) as Q;
  }
  return q;
}

/** What each sort key orders by; the agent and carrier by name. */
const SORT_EXPRESSIONS: Record<DebtSortKey, RawBuilder<unknown>> = {
  id: sql`debts.id`,
  agent: sql`(select agents.name from agents where agents.id = debts.agent_id)`,
  carrier: sql`(select carriers.name from carriers where carriers.id = debts.carrier_id)`,
  amount: sql`debts.amount`,
  age: debtAgeDays('debts'),
  status: sql`debts.status`,
  notes: sql`debts.notes`,
  created: sql`debts.created_at`,
};

function orderDebts<Q extends SelectQueryBuilder<DB, 'debts', object>>(query: Q, input?: TDebtFilter): Q {
  const direction = input?.order ?? 'asc';
  const sorted = input?.sort && input.sort !== 'id' ? query.orderBy(SORT_EXPRESSIONS[input.sort], direction) : query;
  return sorted.orderBy('debts.id', input?.sort ? direction : 'asc') as Q;
}

export function findDebtRow(db: Kysely<DB>, id: number) {
  return selectDebts(db).where('id', '=', id).executeTakeFirst();
}

/**
 * Where a new debt would go: whether the agent record and the carrier exist, the carrier the record
 * is at, and the same person's record at the debt's carrier (matched by their person key), if any.
 */
export async function debtPlacement(db: Kysely<DB>, agentId: number, carrierId: number) {
  const [agent, carrier] = await Promise.all([
    db
      .selectFrom('agents')
      .leftJoin('carriers', 'carriers.id', 'agents.carrier_id')
      .select(['agents.carrier_id', 'carriers.name as carrier_name'])
      .where('agents.id', '=', agentId)
      .executeTakeFirst(),
    db.selectFrom('carriers').select('name').where('id', '=', carrierId).executeTakeFirst(),
  ]);
  const recordThere =
    agent && carrier && agent.carrier_id !== carrierId ? await personRecordAt(db, agentId, carrierId) : null;
  return { agent, carrier, recordThere };
}
