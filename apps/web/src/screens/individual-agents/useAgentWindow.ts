import type { ServerColumn } from '../../components/display/ServerTable';
import { useServerTable, type ServerTableState } from '../../components/display/useServerTable';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import type { AgentFilter } from './agentFilters';
import { agentQuery, type AgentQuery } from './agentQuery';

export type AgentRow = RouterOutputs['agent']['window']['rows'][number];

/**
 * An agent table whose records stay on the server (issue 15): the search, the filters and the
 * sorted column go to agent.window, and only the rows in view come back. `query` is what the
 * server was asked, for the export.
 */
export function useAgentWindow(
  filter: AgentFilter,
  columns: readonly ServerColumn<AgentRow>[],
): { table: ServerTableState<AgentRow>; query: AgentQuery } {
  const trpc = useTRPC();
  // The search waits for a pause in the typing; a filter or a sort applies at once.
  const search = useDebounced(filter.search);
  return useServerTable(
    columns,
    (sort, sortKey) => agentQuery({ ...filter, search }, sort, sortKey),
    (query, offset, limit) => trpc.agent.window.queryOptions({ ...query, offset, limit }),
  );
}
