import { AGENT_SORT_KEYS, type AgentSortKey, type TAgentStatus } from '@agentledger/schema';
import { exportPath } from '../../lib/download';
import { serverOrder, type SortState } from '../../lib/sortRows';
import { ALL, type AgentFilter } from './agentFilters';

/** The server's names for an agent table's search, filters and order (agent.window, GET /api/agents/export.csv). */
export type AgentQuery = {
  search?: string;
  carrierId?: number;
  status?: TAgentStatus;
  sort?: AgentSortKey;
  order?: 'asc' | 'desc';
};

/**
 * An agent table's search box, carrier and status filters and sorted column as the server takes
 * them; `sortKey` is the server's order for the sorted column (none: the column does not sort).
 */
export function agentQuery(filter: AgentFilter, sort: SortState, sortKey: string | undefined): AgentQuery {
  const search = filter.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filter.carrierId !== ALL ? { carrierId: Number(filter.carrierId) } : {}),
    ...(filter.status !== ALL ? { status: filter.status as TAgentStatus } : {}),
    ...serverOrder(AGENT_SORT_KEYS, sort, sortKey),
  };
}

/**
 * The export of what an agent table shows: GET /api/agents/export.csv with the same query, with the
 * dashboard's columns or the Database Viewer's.
 */
export const agentExportPath = (query: AgentQuery, columns: 'dashboard' | 'database' = 'dashboard'): string =>
  exportPath('/api/agents/export.csv', { ...query, ...(columns === 'dashboard' ? {} : { columns }) });
