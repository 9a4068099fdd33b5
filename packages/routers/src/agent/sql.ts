import { sql, type RawBuilder } from 'kysely';

/**
 * The person an agent record belongs to: its NPN, or its normalised name when it has none (the
 * stored, indexed column `agents.person_key`, migration T04). Records at several carriers with one
 * key are one person (SPEC: unified profiles group by NPN).
 */
export const personKey = (alias: string) => sql.raw(`${alias}.person_key`);

/**
 * A person's status over their records (grouped under `alias`): active if any record is active,
 * else terminated if any is, else the status of their first record.
 */
export const statusOfPerson = (alias: string) =>
  sql.raw(`case when bool_or(${alias}.status = 'active') then 'active'
    when bool_or(${alias}.status = 'terminated') then 'terminated'
    else (array_agg(${alias}.status order by ${alias}.id))[1] end`);

/**
 * Per agent record: the sum of its open debts and the age of the oldest one (SPEC section 3).
 * `scope` limits it to some records (a condition on `agent_id`), so one page costs one page.
 */
export const openDebtsOf = (scope: RawBuilder<unknown> = sql`true`) => sql`
  select agent_id, sum(amount) as total, max(current_date - incurred_on) as age
  from debts where status <> 'paid' and ${scope} group by agent_id`;
export const openDebtsByAgent = openDebtsOf();

/** Per agent record: when a notice last went out (sent or written to the outbox); `scope` as above. */
export const lastContactOf = (scope: RawBuilder<unknown> = sql`true`) => sql`
  select agent_id, max(sent_at) as last_contact_at
  from email_history where status in ('sent', 'outbox') and agent_id is not null and ${scope} group by agent_id`;
export const lastContactByAgent = lastContactOf();
