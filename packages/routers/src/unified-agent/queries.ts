import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';
import type { TListPage, TUnifiedAgentListInput } from '@agentledger/schema';
import { agentSearchMatch, lastContactOf, linkedToCarrier, openDebtsOf, personKey, statusOfPerson } from '../agent/sql';
import { shownUplineName } from '../agent/upline-name';

export type PersonRow = {
  person_key: string;
  id: number;
  name: string;
  npn: string | null;
  email: string | null;
  phone: string | null;
  upline: string | null;
  upline_id: string | null;
  status: string;
  total_debt: string | number;
  debt_age: number;
  active_carriers: number;
  agent_ids: string[] | null;
  last_contact_at: Date | null;
  created_at: Date;
  updated_at: Date;
  carrier_debts: unknown;
};

/**
 * One page of people in the list's order (`order`, by default the name of their first record, then
 * its id), with each person's place in it: a person is their first record (no record of the same
 * person has a smaller id), so the page is picked from the agent records alone, by index, before
 * any debt is summed (28 ms instead of 48 ms for a grouping of all 20,000 records).
 */
const pageOfPeople = (
  page: NonNullable<TListPage>,
  filter: RawBuilder<unknown> = sql`true`,
  order: RawBuilder<unknown> = sql`a.name, a.id`,
) => sql`
  select a.person_key, row_number() over (order by ${order}) as place from agents a
  where not exists (select 1 from agents b where b.person_key = a.person_key and b.id < a.id) and ${filter}
  order by ${order} limit ${page.limit ?? null} offset ${page.offset ?? 0}`;

/**
 * The people (each as their first record, `a`) the list's filters keep: `status` the person's
 * status over all their records, `search` a person with any record the agent search finds,
 * `carrierId` a person with any record linked to the carrier. Null without filters.
 */
export function peopleFilter(input: TUnifiedAgentListInput): RawBuilder<unknown> | null {
  const filters: RawBuilder<unknown>[] = [];
  if (input?.status !== undefined) {
    filters.push(
      sql`(select ${statusOfPerson('s')} from agents s where s.person_key = a.person_key) = ${input.status}`,
    );
  }
  if (input?.search !== undefined && input.search.trim() !== '') {
    filters.push(
      sql`exists (select 1 from agents s where s.person_key = a.person_key and ${agentSearchMatch('s', input.search)})`,
    );
  }
  if (input?.carrierId !== undefined) {
    filters.push(
      sql`exists (select 1 from agents s where s.person_key = a.person_key and ${linkedToCarrier('s', input.carrierId)})`,
    );
  }
  return filters.length ? sql.join(filters, sql` and `) : null;
}

/** How many people the filters keep (the X-Total-Count of the list). */
export async function countPeople(db: Kysely<DB>, filter: RawBuilder<unknown> | null) {
  // Unfiltered, the people are the distinct person keys (never null): one pass over their index
  // instead of looking for an earlier record of each of 20,000 (9 ms against 44 ms, issue 15).
  // The filters are written over each person's first record (`a`), so with one the first records are found.
  const { rows } = filter
    ? await sql<{ total: string | number }>`
        select count(*) as total from agents a
        where not exists (select 1 from agents b where b.person_key = a.person_key and b.id < a.id)
          and ${filter}`.execute(db)
    : await sql<{ total: string | number }>`select count(distinct person_key) as total from agents`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Agent records grouped into people in SQL (by NPN, by normalised name without one), each with
 * the open debt of every carrier record. A person's upline is the first upline name their records
 * show (shownUplineName: an upline given by NPN only shows that person's name), as the agent lists
 * do. One query however many agents there are; with a `page`, the debts of that page's people only.
 */
export async function selectPeople(
  db: Kysely<DB>,
  page?: TListPage,
  filter: RawBuilder<unknown> | null = null,
  order?: RawBuilder<unknown>,
) {
  const paged =
    filter !== null ||
    order !== undefined ||
    (page !== undefined && (page.limit !== undefined || page.offset !== undefined));
  // The page's people with their places, picked first (the whole list needs no picking).
  const people = paged
    ? sql`page_people as materialized (${pageOfPeople(page ?? {}, filter ?? sql`true`, order)}),`
    : sql``;
  // Each record's upline name as shown, once (the CTE is materialized), for the person's upline.
  const shown = sql`${shownUplineName('a')} as shown_upline`;
  const records: RawBuilder<unknown> = paged
    ? sql`select a.*, ${shown} from agents a where ${personKey('a')} in (select person_key from page_people)`
    : sql`select a.*, ${shown} from agents a`;
  // An array, not a subquery: the planner then reads the page's debts by index.
  const inPage = paged ? sql`agent_id = any((select ids from page_ids)::int[])` : sql`true`;
  // A page keeps the order it was picked in; the whole list is in name order.
  const ordering = paged ? sql`(select p.place from page_people p where p.person_key = r.person_key)` : sql`name, id`;
  const { rows } = await sql<PersonRow>`
    with ${people}
    page_records as materialized (${records}),
    page_ids as (select array_agg(id) as ids from page_records),
    rec as (
      select a.*, coalesce(d.total, 0) as total, coalesce(d.age, 0) as age,
             h.last_contact_at
      from page_records a
      left join (${openDebtsOf(inPage)}) d on d.agent_id = a.id
      left join (${lastContactOf(inPage)}) h on h.agent_id = a.id
    )
    select r.person_key,
           min(r.id) as id,
           (array_agg(r.name order by r.id))[1] as name,
           (array_agg(r.npn order by r.id) filter (where r.npn is not null and r.npn <> ''))[1] as npn,
           (array_agg(r.email order by r.id) filter (where r.email is not null))[1] as email,
           (array_agg(r.phone order by r.id) filter (where r.phone is not null))[1] as phone,
           (array_agg(r.shown_upline order by r.id) filter (where r.shown_upline is not null))[1] as upline,
           (array_agg(r.upline_id order by r.id) filter (where r.upline_id is not null))[1] as upline_id,
           ${statusOfPerson('r')} as status,
           sum(r.total) as total_debt,
           max(r.age) as debt_age,
           count(distinct r.carrier_id)::int as active_carriers,
           array_agg(distinct r.agent_id) filter (where r.agent_id is not null) as agent_ids,
           max(r.last_contact_at) as last_contact_at,
           min(r.created_at) as created_at,
           max(r.updated_at) as updated_at,
           coalesce(json_agg(json_build_object('carrierId', r.carrier_id, 'carrierCode', c.code, 'carrierName', c.name,
             'agentRecordId', r.id, 'agentId', r.agent_id, 'amount', r.total, 'status', r.status) order by r.carrier_id, r.id)
             filter (where r.carrier_id is not null), '[]'::json) as carrier_debts
    from rec r
    left join carriers c on c.id = r.carrier_id
    group by r.person_key
    order by ${ordering}`.execute(db);
  return rows;
}
