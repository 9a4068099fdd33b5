import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { ageRangeIndex, openBalances } from '../ledger';

export type AgingCellRow = {
  carrier_id: number | null;
  range_index: number | null;
  agents: number;
  amount: string;
};

/**
 * The open balance of each agent record at each carrier (credits included, so the grand total is the
 * dashboard's Total Debt; a balance of exactly 0 is left out), aged by its oldest open debt and put
 * in one of the DEBT_AGE_RANGES; summed per carrier × range, per carrier, per range and overall in
 * one pass. A debt dated in the future counts in the first range.
 */
export async function selectAgingCells(db: Kysely<DB>) {
  const { rows } = await sql<AgingCellRow>`
    with open as (
      select agent_id, carrier_id, total as amount, age from (${openBalances({ byCarrier: true })}) b
      where total <> 0
    ),
    bucketed as (
      select agent_id, carrier_id, amount, ${ageRangeIndex(sql.ref('age'))} as range_index
      from open
    )
    select carrier_id, range_index, count(distinct agent_id)::int as agents, sum(amount) as amount
    from bucketed
    group by grouping sets ((carrier_id, range_index), (carrier_id), (range_index), ())`.execute(db);
  return rows;
}

export type TerminatedRow = {
  agent_id: number;
  agent_number: string | null;
  name: string;
  npn: string | null;
  email: string | null;
  carrier_id: number | null;
  carrier_name: string | null;
  amount: string;
  age: number;
  oldest_on: string;
};

/** Terminated agent records that still owe, oldest debt first. */
export async function selectTerminatedBalances(db: Kysely<DB>) {
  const { rows } = await sql<TerminatedRow>`
    select a.id as agent_id, a.agent_id as agent_number, a.name, a.npn, nullif(trim(a.email), '') as email,
           a.carrier_id, c.name as carrier_name, d.amount, greatest(d.age, 0) as age, d.oldest_on
    from agents a
    join (select agent_id, total as amount, age, oldest_on from (${openBalances()}) b where total > 0) d
      on d.agent_id = a.id
    left join carriers c on c.id = a.carrier_id
    where a.status = 'terminated'
    order by d.oldest_on, d.amount desc, a.name, a.id`.execute(db);
  return rows;
}

export type TrendRow = {
  upload_id: number;
  uploaded_at: Date;
  carrier_id: number;
  carrier_name: string;
  carrier_code: string;
  total_after: string;
  total_before: string;
  filename: string;
};

/** Each successful carrier report upload: the carrier's open debt right after it (the report is a snapshot). */
export async function selectTrend(db: Kysely<DB>) {
  const { rows } = await sql<TrendRow>`
    select f.id as upload_id, f.uploaded_at, f.carrier_id, c.name as carrier_name, c.code as carrier_code,
           (f.summary ->> 'totalAfter')::numeric as total_after,
           coalesce((f.summary ->> 'totalBefore')::numeric, 0) as total_before, f.filename
    from file_uploads f join carriers c on c.id = f.carrier_id
    where f.kind = 'carrier_report' and f.status = 'success'
      and jsonb_typeof(f.summary -> 'totalAfter') = 'number'
    order by f.uploaded_at, f.id`.execute(db);
  return rows;
}
