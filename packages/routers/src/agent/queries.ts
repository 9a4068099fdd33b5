import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { AgentTable, DB } from '../db/types';
import type { TListPage } from '@agentledger/schema';
import { lastContactOf, openDebtsOf, personOf } from './sql';
import { npnEquals } from './npn-match';
import { shownUplineName } from './upline-name';

/**
 * One row of selectAgentRows: the agent record as stored (less the match keys the trigger keeps),
 * its date of birth as the 'YYYY-MM-DD' text the query formats, and what is derived from other tables.
 */
export type AgentListRow = Omit<Selectable<AgentTable>, 'person_key' | 'name_key' | 'name_tie' | 'date_of_birth'> & {
  date_of_birth: string | null;
  carrier_name: string | null;
  carrier_code: string | null;
  total_debt: string | number | null;
  debt_age: number | null;
  last_contact_at: Date | null;
  writing_numbers: unknown;
};

/**
 * Agent records with what is derived from other tables (carrier, open debt total and age, last
 * notice, writing numbers) in one set-based query: 20,000 agents are one round trip. The records
 * (by `where`, in `order`, one `page` of them when given) are picked first and every derived
 * value is computed for those records only.
 */
export async function selectAgentRows(
  db: Kysely<DB>,
  where: RawBuilder<unknown> = sql`true`,
  page?: TListPage,
  order: RawBuilder<unknown> = sql`a.id`,
) {
  const inPage = sql`agent_id in (select id from page)`;
  const { rows } = await sql<AgentListRow>`
    with page as materialized (
      select a.id, row_number() over (order by ${order}) as place
      from agents a where ${where} order by ${order} limit ${page?.limit ?? null} offset ${page?.offset ?? 0}
    )
    select a.id, a.name, a.agent_id, a.carrier_id, c.name as carrier_name, c.code as carrier_code, a.status, a.npn,
           ${shownUplineName('a')} as upline, a.upline_id, a.email, a.phone, a.address, a.first_name, a.middle_name, a.last_name,
           a.business_name, a.type, a.gender, a.agency_name, to_char(a.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
           a.city, a.state, a.zipcode, a.comp_level, a.soliciting_for, a.npn_verified, a.role, a.company_id,
           a.created_at, a.updated_at, coalesce(d.total, 0) as total_debt, coalesce(d.age, 0) as debt_age,
           h.last_contact_at, coalesce(w.items, '[]'::json) as writing_numbers
    from page p
    join agents a on a.id = p.id
    left join carriers c on c.id = a.carrier_id
    left join (${openDebtsOf(inPage)}) d on d.agent_id = a.id
    left join (${lastContactOf(inPage)}) h on h.agent_id = a.id
    left join (
      select agent_id, json_agg(json_build_object('id', id, 'agentId', agent_id, 'carrierId', carrier_id,
        'writingNumber', writing_number, 'identifierType', identifier_type, 'status', status) order by carrier_id) as items
      from writing_numbers where ${inPage} group by agent_id
    ) w on w.agent_id = a.id
    order by p.place`.execute(db);
  return rows;
}

/** How many agent records `where` keeps (the X-Total-Count of a filtered, paged list). */
export async function countAgentRows(db: Kysely<DB>, where: RawBuilder<unknown> = sql`true`) {
  const { rows } = await sql<{ total: string | number }>`select count(*) as total from agents a where ${where}`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * The first record at a carrier (any carrier when none is given) with that NPN, or else with that
 * name under the one person rule (agents.name_key, indexed; middle initial and suffix agree).
 */
export async function findAgentId(
  db: Kysely<DB>,
  match: { carrierId?: number; npn?: string; name?: { key: string; tie: string } },
): Promise<number | undefined> {
  let query = db.selectFrom('agents').select('id').orderBy('id').limit(1);
  if (match.carrierId !== undefined) query = query.where('carrier_id', '=', match.carrierId);
  if (match.npn) query = query.where(npnEquals(sql.ref('npn'), match.npn));
  else if (match.name?.key) {
    const { key, tie } = match.name;
    query = query.where('name_key', '=', key).where(sql<boolean>`agentledger_ties_agree(name_tie, ${tie})`);
  } else return undefined;
  return (await query.executeTakeFirst())?.id;
}

export function carrierExists(db: Kysely<DB>, carrierId: number) {
  return db.selectFrom('carriers').select('id').where('id', '=', carrierId).executeTakeFirst();
}

/**
 * The record at `carrierId` of the person agent record `agentId` belongs to (personOf: the one NPN
 * rule, so a record writing `12345678` finds the person's `0012345678` one), the first one; null
 * when they have none there. A debt or a review row chosen by a person's record at another carrier
 * goes on this one.
 */
export async function personRecordAt(db: Kysely<DB>, agentId: number, carrierId: number): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`select a.id from agents a
    where ${personOf('a')} = (select ${personOf('o')} from agents o where o.id = ${agentId})
      and a.carrier_id = ${carrierId}
    order by a.id limit 1`.execute(db);
  return rows[0]?.id ?? null;
}
