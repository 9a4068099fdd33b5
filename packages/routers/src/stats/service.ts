import type { TDashboardStats } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { selectDashboardStats } from './queries';

/** The dashboard's four cards plus this month's new agent records; sums stay in SQL. */
export async function getDashboardStats(db: Kysely<DB>): Promise<TDashboardStats> {
  const row = await selectDashboardStats(db);
  return {
    totalDebt: Number(row.total_debt ?? 0),
    activeAgents: Number(row.active_agents),
    terminatedAgents: Number(row.terminated_agents),
    pendingActions: Number(row.pending_actions),
    newAgentsThisMonth: Number(row.new_agents_this_month),
  };
}
