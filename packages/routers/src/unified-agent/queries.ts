import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';
import type { TListPage, TUnifiedAgentListInput } from '@agentledger/schema';
import { agentSearchMatch, lastContactOf, linkedToCarrier, openDebtsOf, personOf, statusOfPerson } from '../agent/sql';
import { shownUplineName } from '../agent/upline-name';

export type PersonRow = {
  person: string;
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
 * Each person's first record, as `a`: of the records of one person (personOf, the one NPN rule),
 * the one with the smallest id, read in the order of agents_person_npn_key_idx (9 ms at 20,000
 * records, where looking for an earlier record of each took 25 ms). People are picked from these
 * alone, before any debt is summed.
 */
const firstRecords = sql`(select distinct on (${personOf('f')}) f.* from agents f order by ${personOf('f')}, f.id) a`;

/** The records (`s`) of the person whose first record is `a`. */
export const ofPerson = sql`${personOf('s')} = ${personOf('a')}`;

/**
 * One page of people in the list's order (`order`, by default the name of their first record, then
 * its id), with each person's place in it (28 ms instead of 48 ms for a grouping of all 20,000 records).
 */
const pageOfPeople = (
  page: NonNullable<TListPage>,
  filter: RawBuilder<unknown> = sql`true`,
  order: RawBuilder<unknown> = sql`a.name, a.id`,
) => sql`
  select ${personOf('a')} as person, row_number() over (order by ${order}) as place from ${firstRecords}
  where ${filter}
  order by ${order} limit ${page.limit ?? null} offset ${page.offset ?? 0}`;

/**
 * The people (each as their first record, `a`) the list's filters keep: `status` the person's
 * status over all their records, `search` a person with any record the agent search finds,
 * `carrierId` a person with any record linked to the carrier. Null without filters.
 */
export function peopleFilter(input: TUnifiedAgentListInput): RawBuilder<unknown> | null {
  const filters: RawBuilder<unknown>[] = [];
  if (input?.status !== undefined) {
    filters.push(sql`(select ${statusOfPerson('s')} from agents s where ${ofPerson}) = ${input.status}`);
  }
  if (input?.search !== undefined && input.search.trim() !== '') {
    filters.push(sql`exists (select 1 from agents s where ${ofPerson} and ${agentSearchMatch('s', input.search)})`);
  }
  if (input?.carrierId !== undefined) {
    filters.push(sql`exists (select 1 from agents s where ${ofPerson} and ${linkedToCarrier('s', input.carrierId)})`);
  }
  return filters.length ? sql.join(filters, sql` and `) : null;
}

/** How many people the filters keep (the X-Total-Count of the list). */
export async function countPeople(db: Kysely<DB>, filter: RawBuilder<unknown> | null) {
  // Unfiltered, the people are the persons of the records (never null), counted in one pass over
  // their index (issue 15). The filters are written over each person's first record (`a`), so with
  // one the first records are found.
  const { rows } = filter
    ? await sql<{ total: string | number }>`select count(*) as total from ${firstRecords} where ${filter}`.execute(db)
    : await sql<{ total: string | number }>`
        select count(*) as total from (select from agents a group by ${personOf('a')}) people`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Agent records grouped into people in SQL (by NPN under the one NPN rule, personOf: `0012345678`
 * and `12345678` are one person; by normalised name without one), each with the open debt of every
 * carrier record. A person's NPN, name and contact fields are those of their first record (record id
 * order) that has them. A person's upline is the first upline name their records show
 * (shownUplineName: an upline given by NPN only shows that person's name), as the agent lists do.
 * One query however many agents there are; with a `page`, the debts of that page's people only.
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
  // Each record's upline name as shown, once (`offset 0` keeps it one subquery per record, where
  // inlined it was looked up twice), for the person's upline; on a page, with its person's place.
  const shown = sql`cross join lateral (select ${shownUplineName('a')} as shown_upline offset 0) shown`;
  const records: RawBuilder<unknown> = paged
    ? sql`select a.*, shown.shown_upline, p.person, p.place
        from page_people p join agents a on ${personOf('a')} = p.person ${shown}`
    : sql`select a.*, shown.shown_upline, ${personOf('a')} as person from agents a ${shown}`;
  // A page's records look up their own debts and notices by index, however many people the planner
  // guesses the page has (past its guess of two in three records, it took a page for one person and
  // summed every debt of the export's 2,000-person parts once per record: 2.2 s a part, not 60 ms).
  // The whole list sums every record's at once.
  const debts = paged
    ? sql`left join lateral (${openDebtsOf(sql`agent_id = a.id`)}) d on true
      left join lateral (${lastContactOf(sql`agent_id = a.id`)}) h on true`
    : sql`left join (${openDebtsOf()}) d on d.agent_id = a.id
      left join (${lastContactOf()}) h on h.agent_id = a.id`;
  // A page keeps the order it was picked in; the whole list is in name order.
  const ordering = paged ? sql`min(r.place)` : sql`name, id`;
  // page_records is not materialized: the planner then knows its ids are the agents' (unique). Over
  // a materialized list of all 20,000 records it guessed 2 million rows for the debts' join and spent
  // 0.6 s of the whole list's 0.9 s compiling the query (JIT); 0.25 s in all without.
  const { rows } = await sql<PersonRow>`
    with ${people}
    page_records as (${records}),
    rec as (
      select a.*, coalesce(d.total, 0) as total, coalesce(d.age, 0) as age,
             h.last_contact_at
      from page_records a
      ${debts}
    )
    select r.person,
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
    group by r.person
    order by ${ordering}`.execute(db);
  return rows;
}
