import { SimpleGrid } from '@chakra-ui/react';
import { formatMoney } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { StatCard } from '../../components/display/StatCard';
import { STATS_POLL_MS, useTRPC } from '../../lib/trpc';

/** The four dashboard cards (SPEC section 2), polled every 5 s; missing values show 0. */
export function StatCards() {
  const trpc = useTRPC();
  const stats = useQuery({ ...trpc.stats.dashboard.queryOptions(), refetchInterval: STATS_POLL_MS });
  const s = stats.data;
  const loading = stats.isLoading;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
      <StatCard
        label="Total Debt"
        value={formatMoney(Math.abs(s?.totalDebt ?? 0))}
        caption="Across all carriers"
        loading={loading}
        to="/reports"
      />
      <StatCard
        label="Active Agents"
        value={s?.activeAgents ?? 0}
        caption={`+${s?.newAgentsThisMonth ?? 0} this month`}
        loading={loading}
        to="/agent-list?status=active"
      />
      <StatCard
        label="Terminated Agents"
        value={s?.terminatedAgents ?? 0}
        caption="With outstanding debt"
        loading={loading}
        to="/agent-list?status=terminated"
      />
      <StatCard
        label="Pending Actions"
        value={s?.pendingActions ?? 0}
        caption="Require attention"
        loading={loading}
        to="/email"
      />
    </SimpleGrid>
  );
}
