import { PENDING_ACTION_DEBT_AGE_DAYS, PENDING_ACTION_NOTICE_DAYS } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

type StatsRow = {
  total_debt: string | null;
  active_agents: number;
  terminated_agents: number;
  pending_actions: number;
  new_agents_this_month: number;
};

/**
 * Every dashboard figure in one statement (definitions on ZDashboardStats):
 * open means any status but paid; a notice is an e-mail sent or written to the outbox.
 * The open debts are read once, grouped per agent record, from their covering index (T04).
 */
export async function selectDashboardStats(db: Kysely<DB>): Promise<StatsRow> {
  const { rows } = await sql<StatsRow>`
    with open as materialized (
      select agent_id, sum(amount) as total, bool_or(amount > 0) as owes,
             bool_or(amount > 0 and incurred_on < current_date - ${PENDING_ACTION_DEBT_AGE_DAYS}::integer) as overdue
      from debts where status <> 'paid' group by agent_id
    ),
    noticed as (
      select distinct agent_id from email_history
      where status in ('sent', 'outbox') and agent_id is not null
        and sent_at > now() - make_interval(days => ${PENDING_ACTION_NOTICE_DAYS}::integer)
    )
    select
      (select sum(total) from open) as total_debt,
      (select count(*)::int from agents where status = 'active') as active_agents,
      (select count(*)::int from open o join agents a on a.id = o.agent_id where o.owes and a.status = 'terminated')
        as terminated_agents,
      (select count(*)::int from open o where o.overdue and o.agent_id not in (select agent_id from noticed))
        as pending_actions,
      (select count(*)::int from agents where created_at >= date_trunc('month', now())) as new_agents_this_month
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The dashboard statistics query returned no row');
  return row;
}
