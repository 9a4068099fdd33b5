import { sql, type Kysely } from 'kysely';
import { sameNpn } from '../agent/npn-match';
import type { DB } from '../db/types';
import { isOpenDebt, oldestDebtAge, openTotal } from '../ledger';

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
 * NPN is this agent's uplineNPN, leading zeros ignored, first record with an address), the open
 * debt and its age — at `carrierId` when given, else over all carriers (named after the carrier
 * owed the most).
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
      where ${sameNpn('u.npn', 'a.upline_id')} and a.upline_id <> '' and u.id <> a.id
        and nullif(trim(u.email), '') is not null
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
