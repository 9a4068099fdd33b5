import { sql } from 'kysely';

/**
 * The person an agent record belongs to: its NPN, or its normalised name when it has none.
 * Records at several carriers with one key are one person (SPEC: unified profiles group by NPN).
 */
export const personKey = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(${alias}.npn), ''), 'name:' || lower(regexp_replace(trim(${alias}.name), '\\s+', ' ', 'g')))`,
  );

/**
 * A person's status over their records (grouped under `alias`): active if any record is active,
 * else terminated if any is, else the status of their first record.
 */
export const statusOfPerson = (alias: string) =>
  sql.raw(`case when bool_or(${alias}.status = 'active') then 'active'
    when bool_or(${alias}.status = 'terminated') then 'terminated'
    else (array_agg(${alias}.status order by ${alias}.id))[1] end`);

/** Per agent record: the sum of its open debts and the age of the oldest one (SPEC section 3). */
export const openDebtsByAgent = sql`
  select agent_id, sum(amount) as total, max(current_date - incurred_on) as age
  from debts where status <> 'paid' group by agent_id`;

/** Per agent record: when a notice last went out (sent or written to the outbox). */
export const lastContactByAgent = sql`
  select agent_id, max(sent_at) as last_contact_at
  from email_history where status in ('sent', 'outbox') and agent_id is not null group by agent_id`;
