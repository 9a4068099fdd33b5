import { sql, type Kysely } from 'kysely';
import { lastContactByAgent } from '../agent/sql';
import type { DB } from '../db/types';
import { isOpenDebt, oldestDebtAge, openBalances, openTotal } from '../ledger';

export type CandidateFilter = { minAge: number; maxAge: number; carrierId: number | null };

/** Per agent record and carrier: the open debt (> 0) and the age of its oldest open debt. */
const openDebtByAgentAndCarrier = (carrierId: number | null) => sql`
  select agent_id, carrier_id, total as amount, age
  from (${openBalances({ byCarrier: true, where: carrierId === null ? undefined : sql`carrier_id = ${carrierId}` })}) b
  where total > 0`;

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

/** Who owes in the age range (at the carrier): one row per agent record and carrier, oldest debt first. */
export async function selectCandidates(db: Kysely<DB>, filter: CandidateFilter) {
  const { rows } = await sql<CandidateRow>`
    select a.id as agent_id, a.agent_id as agent_number, a.name, nullif(trim(a.email), '') as email, a.status,
           o.carrier_id, c.name as carrier_name, o.amount, o.age, lc.last_contact_at as last_notice_at
    from (${openDebtByAgentAndCarrier(filter.carrierId)}) o
    join agents a on a.id = o.agent_id
    join carriers c on c.id = o.carrier_id
    left join (${lastContactByAgent}) lc on lc.agent_id = a.id
    where o.age between ${filter.minAge} and ${filter.maxAge}
    order by o.age desc, o.amount desc, a.name, a.id, o.carrier_id`.execute(db);
  return rows;
}

/** The distinct agent records a notice of the range would go to (what a scheduled run sends to). */
export async function selectCandidateAgentIds(db: Kysely<DB>, filter: CandidateFilter): Promise<number[]> {
  const { rows } = await sql<{ agent_id: number }>`
    select distinct agent_id from (${openDebtByAgentAndCarrier(filter.carrierId)}) o
    where o.age between ${filter.minAge} and ${filter.maxAge}
    order by agent_id`.execute(db);
  return rows.map((r) => r.agent_id);
}

export type RecipientRow = {
  agent_id: number;
  name: string;
  agent_number: string | null;
  email: string | null;
  upline_email: string | null;
  carrier_name: string | null;
  amount: string | number;
  age: number;
};

/**
 * What a notice needs for each agent, in one query: address, the upline's address (the agent whose
 * NPN is this agent's uplineNPN, first record with an address), the open debt and its age — at
 * `carrierId` when given, else over all carriers (named after the carrier owed the most).
 */
export async function selectRecipients(db: Kysely<DB>, agentIds: number[], carrierId: number | null) {
  if (!agentIds.length) return [];
  const { rows } = await sql<RecipientRow>`
    select a.id as agent_id, a.name, a.agent_id as agent_number, nullif(trim(a.email), '') as email,
           up.email as upline_email, coalesce(sc.name, dc.name, rc.name) as carrier_name,
           coalesce(d.total, 0) as amount, greatest(coalesce(d.age, 0), 0) as age
    from agents a
    left join carriers sc on sc.id = ${carrierId}
    left join carriers rc on rc.id = a.carrier_id
    left join lateral (
      select ${openTotal()} as total, ${oldestDebtAge()} as age from debts
      where agent_id = a.id and ${isOpenDebt()} ${carrierId === null ? sql`` : sql`and carrier_id = ${carrierId}`}
    ) d on true
    left join lateral (
      select c.name from debts x join carriers c on c.id = x.carrier_id
      where x.agent_id = a.id and ${isOpenDebt('x')}
      group by c.id, c.name order by ${openTotal('x')} desc, c.id limit 1
    ) dc on true
    left join lateral (
      select trim(u.email) as email from agents u
      where u.npn = a.upline_id and a.upline_id <> '' and u.id <> a.id and nullif(trim(u.email), '') is not null
      order by u.id limit 1
    ) up on true
    where a.id = any(${agentIds}::int[])
    order by a.id`.execute(db);
  return rows;
}

export async function findMissingAgentIds(db: Kysely<DB>, agentIds: number[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select wanted.id from unnest(${agentIds}::int[]) as wanted(id)
    where not exists (select 1 from agents a where a.id = wanted.id)
    order by wanted.id`.execute(db);
  return rows.map((r) => r.id);
}
