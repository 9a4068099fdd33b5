import { readAgentSearch } from '@agentledger/schema';
import { sql, type RawBuilder } from 'kysely';
import { openBalances } from '../ledger';
import { npnKeyOf } from './npn-match';
import { shownUplineHolds } from './upline-name';

/**
 * The person an agent record belongs to: its NPN, or its normalised name when it has none (the
 * stored, indexed column `agents.person_key`, migration T04). Records at several carriers with one
 * key are one person (SPEC: unified profiles group by NPN).
 */
export const personKey = (alias: string) => sql.raw(`${alias}.person_key`);

/**
 * The person an agent record belongs to under the one NPN rule (npn-match.ts): the npnKey of its
 * person key, so records writing their NPN `0012345678` and `12345678` are one person, as the
 * hierarchy walk's nodes are (a name key is itself). What groups records into people (Unified
 * Agents, the organisation's counts); found by index (with the record id) through
 * agents_person_npn_key_idx, migration T27.
 */
export const personOf = (alias: string) => npnKeyOf(personKey(alias));

/**
 * A person's status over their records (grouped under `alias`), by the rule an agent list sets the
 * person's own record by (appointment-statuses.ts personStatusOf): active if any record is active
 * (they still sell somewhere), else inactive if any is (pending or on hold at a carrier: not over
 * yet), else terminated if any is; a status outside the three (stored before they were checked) as
 * their first record's. Terminated used to beat inactive, so a person pending at Aetna and
 * terminated at AMAM was terminated in Unified Agents and Team View and inactive on their own record.
 */
export const statusOfPerson = (alias: string) =>
  sql.raw(`case when bool_or(${alias}.status = 'active') then 'active'
    when bool_or(${alias}.status = 'inactive') then 'inactive'
    when bool_or(${alias}.status = 'terminated') then 'terminated'
    else (array_agg(${alias}.status order by ${alias}.id))[1] end`);

/**
 * Per agent record: the sum of its open debts and the age of the oldest one (SPEC section 3).
 * `scope` limits it to some records (a condition on `agent_id`), so one page costs one page.
 */
export const openDebtsOf = (scope: RawBuilder<unknown> = sql`true`) => openBalances({ where: scope });
export const openDebtsByAgent = openDebtsOf();

/** Per agent record: when a notice last went out (sent or written to the outbox); `scope` as above. */
export const lastContactOf = (scope: RawBuilder<unknown> = sql`true`) => sql`
  select agent_id, max(sent_at) as last_contact_at
  from email_history where status in ('sent', 'outbox') and agent_id is not null and ${scope} group by agent_id`;
export const lastContactByAgent = lastContactOf();

/**
 * An agent record (under `alias`) that a search finds, as the screens search (readAgentSearch):
 * a case-insensitive substring of its name, agent id, e-mail, NPN, upline name as shown
 * (shownUplineHolds: without a stored one, the name of the person with its upline NPN) or one of its
 * writing numbers, its record id (the whole number), or, for a whole name, the same person under the
 * one person rule (agents.name_key and name_tie, indexed). An empty search finds every record.
 */
export function agentSearchMatch(alias: string, search: string): RawBuilder<boolean> {
  const { needle, person } = readAgentSearch(search);
  if (!needle) return sql<boolean>`true`;
  const a = (column: string) => sql.raw(`${alias}.${column}`);
  const has = (value: RawBuilder<unknown>) => sql`strpos(lower(${value}), ${needle}) > 0`;
  const samePerson = person
    ? sql`or (${a('name_key')} = ${person.key} and agentledger_ties_agree(${a('name_tie')}, ${person.tie}))`
    : sql``;
  // A number may be the record's own id, as the Database Viewer shows it in its ID column.
  const recordId = /^\d{1,9}$/.test(needle) ? sql`or ${a('id')} = ${Number(needle)}` : sql``;
  return sql<boolean>`(${has(a('name'))} or ${has(a('agent_id'))} or ${has(a('email'))} or ${has(a('npn'))}
    or ${shownUplineHolds(alias, needle)}
    or exists (select 1 from writing_numbers sw where sw.agent_id = ${a('id')} and ${has(sql`sw.writing_number`)})
    ${samePerson} ${recordId})`;
}

/** An agent record (under `alias`) linked to a carrier: its own carrier or a writing number there. */
export const linkedToCarrier = (alias: string, carrierId: number) =>
  sql<boolean>`(${sql.raw(`${alias}.carrier_id`)} = ${carrierId} or exists (select 1 from writing_numbers cw
    where cw.agent_id = ${sql.raw(`${alias}.id`)} and cw.carrier_id = ${carrierId}))`;
