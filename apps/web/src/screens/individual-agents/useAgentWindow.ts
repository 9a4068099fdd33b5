import { useState } from 'react';
import type { ServerColumn } from '../../components/display/ServerTable';
import type { SortState } from '../../lib/sortRows';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import { useServerWindow, type ServerWindow } from '../../lib/useServerWindow';
import type { AgentFilter } from './agentFilters';
import { agentQuery, type AgentQuery } from './agentQuery';

export type AgentRow = RouterOutputs['agent']['window']['rows'][number];

export type AgentWindow = {
  window: ServerWindow<AgentRow>;
  sort: SortState;
  onSort: (sort: SortState) => void;
  /** What the server was asked: the table's reset key, the export's query. */
  query: AgentQuery;
};

/**
 * An agent table whose records stay on the server (issue 15): the search, the filters and the
 * sorted column go to agent.window, and only the rows in view come back.
 */
export function useAgentWindow(filter: AgentFilter, columns: readonly ServerColumn<AgentRow>[]): AgentWindow {
  const trpc = useTRPC();
  const [sort, setSort] = useState<SortState>(null);
  const sortKey = columns.find((column) => column.key === sort?.key)?.sortKey;
  // The search waits for a pause in the typing; a filter or a sort applies at once.
  const search = useDebounced(filter.search);
  const query = agentQuery({ ...filter, search }, sort, sortKey);
  const window = useServerWindow<AgentRow>((offset, limit) =>
    trpc.agent.window.queryOptions({ ...query, offset, limit }),
  );
  return { window, sort, onSort: setSort, query };
}
