import { useQuery } from '@tanstack/react-query';
import { STATS_POLL_MS, useTRPC } from '../../lib/trpc';
import { totalDebtFigure } from '../../lib/totalDebtFigure';
import { StatGrid } from './StatGrid';

/** The four dashboard cards (SPEC section 2), polled every 5 s; missing values show 0. Each links to its rows. */
export function StatCards() {
  const trpc = useTRPC();
  const stats = useQuery({ ...trpc.stats.dashboard.queryOptions(), refetchInterval: STATS_POLL_MS });
  const s = stats.data;
  return (
    <StatGrid
      loading={stats.isLoading}
      stats={[
        { label: 'Total Debt', value: totalDebtFigure(s?.totalDebt), caption: 'Across all carriers', to: '/reports' },
        {
          label: 'Active Agents',
          value: s?.activeAgents ?? 0,
          caption: `+${s?.newAgentsThisMonth ?? 0} this month`,
          to: '/agent-list?status=active',
        },
        {
          label: 'Terminated Agents',
          value: s?.terminatedAgents ?? 0,
          caption: 'With outstanding debt',
          // The count is the rows of Reports → Terminated with balances (README, Terminated).
          to: '/reports?tab=terminated',
        },
        {
          label: 'Pending Actions',
          value: s?.pendingActions ?? 0,
          caption: 'Require attention',
          // Open debt older than 45 days (README, Pending Actions): Email Automation's over-45 list.
          to: '/email?range=over-45',
        },
      ]}
    />
  );
}
