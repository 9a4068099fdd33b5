import { DEBT_AGE_MAX_DEFAULT, type EmailCandidateSortKey } from '@agentledger/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { natural } from '../agent/list-order';
import { agentSearchMatch } from '../agent/sql';
import type { DB } from '../db/types';
import { sortedOrder } from '../db/sortOrder';
import { openBalances } from '../ledger';

/** Who a notice would go to: the age range, optionally one carrier, a search, and rows left out. */
export type CandidateFilter = {
  minAge: number;
  maxAge: number;
  carrierId: number | null;
  search?: string;
  /** Only agent records with no notice (sent or in the outbox) in this many days. */
  noNoticeInDays?: number;
  except?: readonly { agentId: number; carrierId: number }[];
};

/** Per agent record and carrier: the open debt (> 0) and the age of its oldest open debt. */
const openDebtByAgentAndCarrier = (carrierId: number | null) => sql`
  select agent_id, carrier_id, total as amount, age
  from (${openBalances({ byCarrier: true, where: carrierId === null ? undefined : sql`carrier_id = ${carrierId}` })}) b
  where total > 0`;

/** When a notice last went out to the agent record `a` (sent or written to the outbox): one index probe. */
const lastNoticeOf = sql`(select max(h.sent_at) from email_history h
  where h.agent_id = a.id and h.status in ('sent', 'outbox'))`;

/**
 * The age range of the filter, for the candidate rows `o`. A maximum of DEBT_AGE_MAX_DEFAULT (999,
 * how SPEC stores "91+") or more has no upper end: a debt of 1,300 days is in "91+", as the reports
 * and Pending Actions count it.
 */
const ageWithin = (filter: Pick<CandidateFilter, 'minAge' | 'maxAge'>) =>
  filter.maxAge >= DEBT_AGE_MAX_DEFAULT
    ? sql`o.age >= ${filter.minAge}`
    : sql`o.age between ${filter.minAge} and ${filter.maxAge}`;

/** The candidate rows (`o`, with their agent record `a`) the filter keeps. */
function candidateWhere(filter: CandidateFilter): RawBuilder<unknown> {
  const conditions = [ageWithin(filter)];
  if (filter.search) conditions.push(agentSearchMatch('a', filter.search));
  if (filter.noNoticeInDays !== undefined) {
    // As the dashboard's Pending Actions reads it (stats/queries.ts).
    conditions.push(sql`not exists (select 1 from email_history h
      where h.agent_id = a.id and h.status in ('sent', 'outbox')
        and h.sent_at > now() - make_interval(days => ${filter.noNoticeInDays}::integer))`);
  }
  if (filter.except?.length) {
    const agentIds = filter.except.map((row) => row.agentId);
    const carrierIds = filter.except.map((row) => row.carrierId);
    conditions.push(sql`(o.agent_id, o.carrier_id) not in
      (select * from unnest(${agentIds}::int[], ${carrierIds}::int[]))`);
  }
  return sql.join(conditions, sql` and `);
}

const SORT_EXPRESSIONS: Record<EmailCandidateSortKey, RawBuilder<unknown>> = {
  name: natural(sql`a.name`),
  carrier: natural(sql`c.name`),
  amount: sql`o.amount`,
  age: sql`o.age`,
  lastNotice: lastNoticeOf,
};

/**
 * The candidates' order: by `sort` (empty values last either way), then as the list is ordered
 * without one: oldest debt first, then the largest, then by name, record and carrier.
 */
function candidateOrder(sort?: EmailCandidateSortKey, order?: 'asc' | 'desc'): RawBuilder<unknown> {
  return sortedOrder(SORT_EXPRESSIONS, sort, order, sql`o.age desc, o.amount desc, a.name, a.id, o.carrier_id`);
}

export type CandidateRow = {
  agent_id: number;
  agent_number: string | null;
  name: string;
  email: string | null;
  status: string;
  carrier_id: number;
  carrier_name: string;
  amount: string;
  age: number;
  last_notice_at: Date | null;
};

export type CandidatePage = {
  sort?: EmailCandidateSortKey;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
};

/** Who owes in the age range (at the carrier): one row per agent record and carrier, in the asked order. */
export async function selectCandidates(db: Kysely<DB>, filter: CandidateFilter, page: CandidatePage = {}) {
  const { rows } = await sql<CandidateRow>`
    select a.id as agent_id, a.agent_id as agent_number, a.name, nullif(trim(a.email), '') as email, a.status,
           o.carrier_id, c.name as carrier_name, o.amount, o.age, ${lastNoticeOf} as last_notice_at
    from (${openDebtByAgentAndCarrier(filter.carrierId)}) o
    join agents a on a.id = o.agent_id
    join carriers c on c.id = o.carrier_id
    where ${candidateWhere(filter)}
    order by ${candidateOrder(page.sort, page.order)}
    ${page.limit === undefined ? sql`` : sql`limit ${page.limit}`}
    ${page.offset ? sql`offset ${page.offset}` : sql``}`.execute(db);
  return rows;
}

/** How many rows the filter keeps. */
export async function countCandidates(db: Kysely<DB>, filter: CandidateFilter): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count
    from (${openDebtByAgentAndCarrier(filter.carrierId)}) o
    join agents a on a.id = o.agent_id
    where ${candidateWhere(filter)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The rows a send to the listed agents goes to: each agent record and carrier, with their names. */
export async function selectCandidateTargets(db: Kysely<DB>, filter: CandidateFilter) {
  const { rows } = await sql<{ agent_id: number; name: string; carrier_id: number; carrier_name: string }>`
    select o.agent_id, a.name, o.carrier_id, c.name as carrier_name
    from (${openDebtByAgentAndCarrier(filter.carrierId)}) o
    join agents a on a.id = o.agent_id
    join carriers c on c.id = o.carrier_id
    where ${candidateWhere(filter)}
    order by o.carrier_id, o.agent_id`.execute(db);
  return rows;
}

/** The distinct agent records a notice of the range would go to (what a scheduled run sends to). */
export async function selectCandidateAgentIds(db: Kysely<DB>, filter: CandidateFilter): Promise<number[]> {
  const { rows } = await sql<{ agent_id: number }>`
    select distinct agent_id from (${openDebtByAgentAndCarrier(filter.carrierId)}) o
    where ${ageWithin(filter)}
    order by agent_id`.execute(db);
  return rows.map((r) => r.agent_id);
}
