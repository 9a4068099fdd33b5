import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * After an agent or debt write: refetch the agents, debts and dashboard stats (SPEC section 7),
 * plus the views derived from them (writing numbers, unified profiles, team hierarchy).
 */
export function useRefreshAgentData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          trpc.agent.pathKey(),
          trpc.debt.pathKey(),
          trpc.stats.pathKey(),
          trpc.writingNumber.pathKey(),
          trpc.unifiedAgent.pathKey(),
          trpc.team.pathKey(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [trpc, queryClient],
  );
}
