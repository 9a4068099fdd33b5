import type { TDashboardStats } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { sharedRead } from '../db/shared-read';
import { selectDashboardStats } from './queries';

/**
 * Every open dashboard polls these every 5 s: concurrent requests share one statement (never an
 * answer older than the request, see sharedRead) instead of each scanning the debts.
 */
const selectStatsShared = sharedRead(selectDashboardStats);

/** The dashboard's four cards plus this month's new agent records; sums stay in SQL. */
export async function getDashboardStats(db: Kysely<DB>): Promise<TDashboardStats> {
  const row = await selectStatsShared(db);
  return {
    totalDebt: Number(row.total_debt ?? 0),
    activeAgents: Number(row.active_agents),
    terminatedAgents: Number(row.terminated_agents),
    pendingActions: Number(row.pending_actions),
    newAgentsThisMonth: Number(row.new_agents_this_month),
  };
}
