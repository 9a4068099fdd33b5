import { PENDING_ACTION_DEBT_AGE_DAYS, PENDING_ACTION_NOTICE_DAYS } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { openBalances } from '../ledger';

type StatsRow = {
  total_debt: string | null;
  active_agents: number;
  terminated_agents: number;
  pending_actions: number;
  new_agents_this_month: number;
};

/**
 * Every dashboard figure in one statement (definitions on ZDashboardStats), open debt by the ledger's
 * rule (packages/routers/src/ledger): the total is every open amount, credits included; a terminated
 * agent record counts when its open balance is above 0 (the rows of the Terminated with balances
 * report); a notice is an e-mail sent or written to the outbox.
 */
export async function selectDashboardStats(db: Kysely<DB>): Promise<StatsRow> {
  const { rows } = await sql<StatsRow>`
    select
      -- every kept (agent record, carrier) balance summed: the same total as summing each agent
      -- record's balance first, without grouping 20,000 records (issue 15: 48 of the statement's 88 ms)
      (select sum(total) from debt_balances) as total_debt,
      (select count(*)::int from agents where status = 'active') as active_agents,
      (select count(*)::int
        from (${openBalances({ where: sql`agent_id in (select id from agents where status = 'terminated')` })}) b
        where b.total > 0
      ) as terminated_agents,
      (select count(distinct b.agent_id)::int from debt_balances b
        -- "older than N days" as a range on the date, from the kept day of each balance's oldest owed debt
        where b.owed_since < current_date - ${PENDING_ACTION_DEBT_AGE_DAYS}::integer
          and not exists (
            select 1 from email_history h
            where h.agent_id = b.agent_id and h.status in ('sent', 'outbox')
              and h.sent_at > now() - make_interval(days => ${PENDING_ACTION_NOTICE_DAYS}::integer))
      ) as pending_actions,
      (select count(*)::int from agents where created_at >= date_trunc('month', now())) as new_agents_this_month
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The dashboard statistics query returned no row');
  return row;
}
