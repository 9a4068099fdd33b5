import { HIERARCHY_MAX_LEVELS, type TeamMemberSortKey, type TTeamMemberWindowInput } from '@agentledger/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { natural } from '../agent/list-order';
import { npnKeyOf, npnMatch } from '../agent/npn-match';
import { sortedOrder } from '../db/sortOrder';
import type { DB } from '../db/types';
import { openDebtsByAgent, personKey, statusOfPerson } from '../agent/sql';
import { shownUplineName } from '../agent/upline-name';
import { isOpenDebt, openTotal } from '../ledger';

/**
 * Runs hierarchy reads with JIT off: the planner cannot estimate a recursive walk and guesses
 * millions of rows, so PostgreSQL would spend longer compiling the query than running it.
 */
export function withoutJit<T>(db: Kysely<DB>, read: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return read(trx);
  });
}

/**
 * The hierarchy links an Upline NPN to a person by the one NPN rule (npn-match.ts): `12345678`
 * written as a member's upline is the person whose record says `0012345678`. A walk's node is the
 * person's npnKey, so their records under both forms are one node; the records whose upline is a
 * node (`uplineKey(alias) = node`: equal npnKeys are matching NPNs) are found through
 * agents_upline_key_idx (migration T26).
 */
const node = (alias: string) => npnKeyOf(personKey(alias));
const uplineKey = (alias: string) => npnKeyOf(sql.ref(`${alias}.upline_id`));
const uplineOf = (alias: string, npn: RawBuilder<unknown>) => sql`${uplineKey(alias)} = ${npnKeyOf(npn)}`;

/**
 * The records of the people in `downline` (node, level), with their person and level: those whose
 * person key is the node, and those whose NPN has leading zeros the node has not (`0012345678` of
 * `12345678`), looked for only among the person keys starting with a zero (by index). The same as
 * `node = npnKeyOf(person_key)`, which the planner cannot estimate: it sorted all 20,000 records to
 * merge them with a 4,095-person team, and probing both forms per person cost ~6 ms more.
 */
const downlineRecords = sql`
  select a.*, dl.node as person, dl.level from agents a join downline dl on dl.node = a.person_key
  union all
  select a.*, dl.node, dl.level from agents a join downline dl on dl.node = ${node('a')}
  where a.person_key >= '0' and a.person_key < '1' and ${node('a')} <> a.person_key`;

/** A person's own first record (`name`, `role`, `npn` as stored) by their NPN, as a lateral join. */
const ownRecord = (npn: RawBuilder<unknown>) =>
  sql`(select own.name, own.role, own.npn, own.upline_id from agents own where ${npnMatch(sql.ref('own.npn'), npn)}
    order by own.id limit 1)`;

/**
 * The name an upline without a record of their own NPN goes by: the upline name shown
 * (shownUplineName) on the records that give `npn` as their upline NPN, so Team View names them as
 * those records' details and lists do (a record naming its upline by NPN only shows the name of the
 * person with that NPN, leading zeros ignored).
 */
const uplineNameGivenTo = (npn: RawBuilder<unknown>) =>
  sql<string | null>`(select max(${shownUplineName('downline_record')}) from agents downline_record
    where ${uplineOf('downline_record', npn)})`;

/** The NPN an upline without a record goes by: as the first record giving it as upline writes it. */
const uplineNpnGivenTo = (npn: RawBuilder<unknown>) =>
  sql<string>`(select given.upline_id from agents given where ${uplineOf('given', npn)} order by given.id limit 1)`;

/**
 * Every (upline, downline person, level) triple for all uplines at once, walking uplineNPN →
 * NPN at most 10 levels deep over the distinct person links (a person with records at three
 * carriers is one link, not three; NPNs as npnKeys, so leading zeros make no second link); a person
 * already on the path is not visited again, so a cycle in the data ends the walk.
 */
const downlineOfEveryUpline = sql`
  links as (
    select distinct ${uplineKey('a')} as up, ${node('a')} as down
    from agents a where a.upline_id is not null and a.upline_id <> ''
  ),
  walk (root, node, level, path) as (
    select up, down, 1, array[up, down] from links
    union all
    select w.root, l.down, w.level + 1, w.path || l.down
    from walk w join links l on l.up = w.node
    where w.level < ${HIERARCHY_MAX_LEVELS} and not (l.down = any(w.path))
  ),
  downline as (select root, node, min(level) as level from walk where node <> root group by root, node)`;

/** Per person (a walk's node): status, open debt and carrier codes over all their records. */
const personTotals = sql`
  person_totals as (
    select ${node('a')} as key, ${statusOfPerson('a')} as status, coalesce(sum(d.total), 0) as debt,
           array_agg(distinct c.code) filter (where c.code is not null) as carriers
    from agents a
    left join (${openDebtsByAgent}) d on d.agent_id = a.id
    left join carriers c on c.id = a.carrier_id
    group by 1
  )`;

export type ManagerRow = {
  npn: string;
  name: string | null;
  /** The manager's own upline's NPN, as their first record gives it (Team View draws the tree by it). */
  upline_npn: string | null;
  upline_name: string | null;
  role: string | null;
  direct_reports: number;
  total_downline: number;
  active: number;
  terminated: number;
  carriers: string[] | null;
  personal_debt: string | number;
  team_debt: string | number;
};

/** One grouped pass per aggregate: a per-manager subquery over the whole walk was quadratic. */
export async function selectManagers(db: Kysely<DB>) {
  const { rows } = await sql<ManagerRow>`
    with recursive ${downlineOfEveryUpline}, ${personTotals},
    team as (
      select dl.root,
             count(*) filter (where dl.level = 1)::int as direct_reports,
             count(*)::int as total_downline,
             count(*) filter (where p.status = 'active')::int as active,
             count(*) filter (where p.status = 'terminated')::int as terminated,
             sum(p.debt) as downline_debt
      from downline dl join person_totals p on p.key = dl.node
      group by dl.root
    ),
    team_carriers as (
      -- The distinct (root, carrier) pairs first, by hashing: an array_agg(distinct) per root sorted every pair.
      select root, array_agg(code) as carriers
      from (select distinct dl.root, code.value as code
            from downline dl
            join person_totals p on p.key = dl.node
            cross join lateral unnest(p.carriers) as code(value)) pairs
      group by root
    )
    select coalesce(m.npn, ${uplineNpnGivenTo(sql`t.root`)}) as npn, m.name, m.role, m.upline_id as upline_npn,
           case when m.name is null then ${uplineNameGivenTo(sql`t.root`)} end as upline_name,
           t.direct_reports, t.total_downline, t.active,
           t.terminated, tc.carriers, coalesce(mp.debt, 0) as personal_debt,
           coalesce(mp.debt, 0) + t.downline_debt as team_debt
    from team t
    left join team_carriers tc on tc.root = t.root
    left join person_totals mp on mp.key = t.root
    left join lateral ${ownRecord(sql`t.root`)} m on true
    order by t.total_downline desc, 1`.execute(db);
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
  /** The open debt of the whole downline (the same on every row). */
  downline_debt: string | number;
  level: number;
};

/**
 * One upline's downline as the CTE `members`, one row per person: walked down the upline key
 * index from that NPN only (UNION drops the duplicate rows a person's several records would
 * otherwise multiply level by level). `downline_debt` is the whole downline's open debt.
 */
const teamMembers = (npn: string) => {
  const root = npnKeyOf(sql`${npn}::text`);
  return sql`
    with recursive walk (node, level, path) as (
      select ${node('a')}, 1, array[${root}, ${node('a')}] from agents a where ${uplineKey('a')} = ${root}
      union
      select ${node('a')}, w.level + 1, w.path || ${node('a')}
      from walk w join agents a on ${uplineKey('a')} = w.node
      where w.level < ${HIERARCHY_MAX_LEVELS} and not (${node('a')} = any(w.path))
    ),
    downline as (select node, min(level) as level from walk where node <> ${root} group by node),
    records as (
      select r.*, d.total from (${downlineRecords}) r
      left join lateral (select ${openTotal()} as total from debts where agent_id = r.id and ${isOpenDebt()}) d on true
    ),
    members as (
      select min(r.id) as id,
             (array_agg(r.name order by r.id))[1] as name,
             (array_agg(r.npn order by r.id) filter (where r.npn <> ''))[1] as npn,
             array_agg(distinct r.agent_id) filter (where r.agent_id is not null) as agent_ids,
             ${statusOfPerson('r')} as status,
             (array_agg(r.email order by r.id) filter (where r.email is not null))[1] as email,
             (array_agg(r.phone order by r.id) filter (where r.phone is not null))[1] as phone,
             coalesce(sum(r.total), 0) as debt,
             sum(coalesce(sum(r.total), 0)) over () as downline_debt,
             min(r.level) as level
      from records r
      group by r.person
    )`;
};

/** One upline's whole downline, nearest levels first. */
export async function selectTeamMembers(db: Kysely<DB>, npn: string) {
  const { rows } = await sql<MemberRow>`${teamMembers(npn)}
    select * from members order by level, name, id`.execute(db);
  return rows;
}

/** A member (`m`) a search finds: a part of the name, NPN, e-mail or one of the agent IDs, case ignored. */
function memberSearch(search: string | undefined): RawBuilder<unknown> {
  const needle = search?.trim().toLowerCase();
  if (!needle) return sql`true`;
  const holds = (value: RawBuilder<unknown>) => sql`strpos(lower(coalesce(${value}, '')), ${needle}) > 0`;
  return sql`(${holds(sql`m.name`)} or ${holds(sql`m.npn`)} or ${holds(sql`m.email`)}
    or exists (select 1 from unnest(m.agent_ids) x where ${holds(sql`x`)}))`;
}

const MEMBER_SORT: Record<TeamMemberSortKey, RawBuilder<unknown>> = {
  name: natural(sql`m.name`),
  npn: natural(sql`m.npn`),
  status: sql`m.status`,
  totalDebt: sql`m.debt`,
  level: sql`m.level`,
};

export type MemberWindowRow = {
  team_size: string | number;
  downline_debt: string | number;
  total: string | number;
  rows: unknown;
};

/**
 * A window of one upline's downline (issue 15: View Team reads the rows in view): the members a
 * search keeps in the asked order (by level, name and id without one), how many it keeps, and the
 * whole team's size and debt, in one walk.
 */
export async function selectTeamMemberWindow(
  db: Kysely<DB>,
  view: TTeamMemberWindowInput & { offset: number; limit: number },
) {
  const order = sortedOrder(MEMBER_SORT, view.sort, view.order, sql`m.level, m.name, m.id`);
  const { rows } = await sql<MemberWindowRow>`${teamMembers(view.npn)},
    kept as (select * from members m where ${memberSearch(view.search)}),
    shown as (select m.*, row_number() over (order by ${order}) as ord from kept m
              order by ord limit ${view.limit} offset ${view.offset})
    select (select count(*) from members) as team_size,
           (select coalesce(sum(debt), 0) from members) as downline_debt,
           (select count(*) from kept) as total,
           (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'npn', s.npn,
              'agent_ids', s.agent_ids, 'status', s.status, 'email', s.email, 'phone', s.phone,
              'debt', s.debt::text, 'level', s.level) order by s.ord), '[]')
            from shown s) as rows`.execute(db);
  return rows[0]!;
}

export type TeamManagerRow = { name: string | null; upline_name: string | null; debt: string | number };

/**
 * The manager at the top of a team: their own records' name and open debt (every record with their
 * NPN, leading zeros ignored), or the name others give as upline.
 */
export async function selectTeamManager(db: Kysely<DB>, npn: string) {
  const given = sql`${npn}::text`;
  const { rows } = await sql<TeamManagerRow>`
    select (select name from ${ownRecord(given)} m) as name,
           ${uplineNameGivenTo(given)} as upline_name,
           (select coalesce(${openTotal('d')}, 0) from debts d join agents a on a.id = d.agent_id
             where ${npnMatch(sql.ref('a.npn'), given)} and ${isOpenDebt('d')}) as debt`.execute(db);
  return rows[0];
}

export type ChainRow = { npn: string; name: string | null; level: number };

/**
 * The uplines above a person, nearest first, each by their own record's NPN and name (else as the
 * Upline NPN writes it); stops after 10 levels and at a cycle (the path holds npnKeys).
 */
export async function selectChain(db: Kysely<DB>, npn: string) {
  const uplineOfPerson = (person: RawBuilder<unknown>) =>
    sql`(select r.upline_id from agents r where ${npnMatch(sql.ref('r.npn'), person)} and r.upline_id <> ''
      order by r.id limit 1)`;
  const { rows } = await sql<ChainRow>`
    with recursive up (npn, level, path) as (
      select ${uplineOfPerson(sql`${npn}::text`)}, 1, array[${npnKeyOf(sql`${npn}::text`)}]
      union all
      select ${uplineOfPerson(sql`up.npn`)}, up.level + 1, up.path || ${npnKeyOf(sql`up.npn`)}
      from up
      where up.npn is not null and up.level < ${HIERARCHY_MAX_LEVELS} and not (${npnKeyOf(sql`up.npn`)} = any(up.path))
    )
    select coalesce(m.npn, up.npn) as npn, coalesce(m.name, ${uplineNameGivenTo(sql`up.npn`)}) as name, up.level
    from up left join lateral ${ownRecord(sql`up.npn`)} m on true
    where up.npn is not null and not (${npnKeyOf(sql`up.npn`)} = any(up.path))
    order by up.level`.execute(db);
  return rows;
}
