import { HIERARCHY_MAX_LEVELS } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/**
 * Every (upline, downline person, level) pair, walking uplineNPN → NPN at most 10 levels deep;
 * a person already on the path is not visited again, so cycles in the data end the walk.
 */
function downlineWalk(rootFilter = sql`true`) {
  return sql`
    edges as (
      select distinct upline_id as up, coalesce(nullif(trim(npn), ''), 'id:' || id) as down
      from agents where upline_id is not null and trim(upline_id) <> ''
    ),
    walk (root, node, level, path) as (
      select up, down, 1, array[up, down] from edges where ${rootFilter}
      union all
      select w.root, e.down, w.level + 1, w.path || e.down
      from walk w join edges e on e.up = w.node
      where w.level < ${HIERARCHY_MAX_LEVELS} and not (e.down = any(w.path))
    ),
    downline as (select root, node, min(level) as level from walk where node <> root group by root, node)`;
}

/** Per person key (NPN, or 'id:N' for a record without one): open debt, status counts, carriers. */
const people = sql`
  people as (
    select coalesce(nullif(trim(a.npn), ''), 'id:' || a.id) as key,
           (array_agg(a.name order by a.id))[1] as name,
           (array_agg(a.role order by a.id))[1] as role,
           min(a.id) as id,
           array_agg(distinct a.agent_id) filter (where a.agent_id is not null) as agent_ids,
           (array_agg(a.email order by a.id) filter (where a.email is not null))[1] as email,
           (array_agg(a.phone order by a.id) filter (where a.phone is not null))[1] as phone,
           case when bool_or(a.status = 'active') then 'active'
                when bool_or(a.status = 'terminated') then 'terminated' else min(a.status) end as status,
           coalesce(sum(d.total), 0) as debt,
           array_agg(distinct c.code) filter (where c.code is not null) as carriers
    from agents a
    left join (select agent_id, sum(amount) as total from debts where status <> 'paid' group by agent_id) d on d.agent_id = a.id
    left join carriers c on c.id = a.carrier_id
    group by 1
  )`;

export type ManagerRow = {
  npn: string;
  name: string | null;
  upline_name: string | null;
  role: string | null;
  direct_reports: number;
  total_downline: number;
  active: number;
  terminated: number;
  carriers: string[] | null;
  personal_debt: string | number;
  downline_debt: string | number;
};

export async function selectManagers(db: Kysely<DB>) {
  const { rows } = await sql<ManagerRow>`
    with recursive ${downlineWalk()}, ${people}
    select dl.root as npn, mp.name, (select max(upline) from agents where upline_id = dl.root) as upline_name, mp.role,
           count(*) filter (where dl.level = 1)::int as direct_reports,
           count(*)::int as total_downline,
           count(*) filter (where p.status = 'active')::int as active,
           count(*) filter (where p.status = 'terminated')::int as terminated,
           (select array_agg(distinct code) from (select unnest(p2.carriers) as code from downline d2 join people p2 on p2.key = d2.node where d2.root = dl.root) s) as carriers,
           coalesce(mp.debt, 0) as personal_debt,
           coalesce(sum(p.debt), 0) as downline_debt
    from downline dl
    join people p on p.key = dl.node
    left join people mp on mp.key = dl.root
    group by dl.root, mp.name, mp.role, mp.debt
    order by total_downline desc, npn`.execute(db);
  return rows;
}

export type MemberRow = {
  id: number;
  name: string;
  npn: string | null;
  agent_ids: string[] | null;
  status: string;
  email: string | null;
  phone: string | null;
  debt: string | number;
  level: number;
};

export async function selectTeam(db: Kysely<DB>, npn: string) {
  const { rows } = await sql<MemberRow>`
    with recursive ${downlineWalk(sql`up = ${npn}`)}, ${people}
    select p.id, p.name, case when p.key like 'id:%' then null else p.key end as npn, p.agent_ids, p.status, p.email,
           p.phone, p.debt, dl.level
    from downline dl join people p on p.key = dl.node
    where dl.root = ${npn}
    order by dl.level, p.name`.execute(db);
  const manager = await sql<{ name: string | null; debt: string | number | null; upline_name: string | null }>`
    with ${people}
    select (select name from people where key = ${npn}) as name,
           (select debt from people where key = ${npn}) as debt,
           (select max(upline) from agents where upline_id = ${npn}) as upline_name`.execute(db);
  return { members: rows, manager: manager.rows[0] };
}

export type ChainRow = { npn: string; name: string | null; level: number };

/** The uplines above a person, nearest first; stops after 10 levels and at a cycle. */
export async function selectChain(db: Kysely<DB>, npn: string) {
  const { rows } = await sql<ChainRow>`
    with recursive up (npn, level, path) as (
      select (select upline_id from agents where npn = ${npn} and upline_id is not null order by id limit 1), 1, array[${npn}::text]
      union all
      select (select upline_id from agents where npn = up.npn and upline_id is not null order by id limit 1), up.level + 1, up.path || up.npn
      from up
      where up.npn is not null and up.level < ${HIERARCHY_MAX_LEVELS} and not (up.npn = any(up.path))
    )
    select up.npn, coalesce((select name from agents where npn = up.npn order by id limit 1),
                            (select max(upline) from agents where upline_id = up.npn)) as name, up.level
    from up where up.npn is not null and not (up.npn = any(up.path))
    order by up.level`.execute(db);
  return rows;
}
