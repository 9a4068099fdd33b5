import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import { NO_AGENTS_FOUND } from '../../components/table/AgentTable';
import { statusColumn } from '../../components/table/agentColumns';
import { downloadFromServer } from '../../lib/download';
import { useTRPC } from '../../lib/trpc';
import type { AgentFilter } from '../individual-agents/agentFilters';
import { agentExportPath } from '../individual-agents/agentQuery';
import { useAgentWindow, type AgentRow } from '../individual-agents/useAgentWindow';
import type { ViewerTab } from './viewerTab';

const na = (value: string | null) => (value === null || value === '' ? 'N/A' : value);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');

/** The Agents tab's columns (SPEC section 2); each sorts on the server by its sortKey. */
const COLUMNS: ServerColumn<AgentRow>[] = [
  { key: 'id', sortKey: 'id', header: 'ID', width: '70px', render: (a) => a.id },
  { key: 'name', sortKey: 'name', header: 'Name', render: (a) => <Text fontWeight="medium">{a.name}</Text> },
  // An agent without a carrier reads N/A here; the file leaves the cell empty.
  { key: 'carrier', sortKey: 'carrier', header: 'Carrier', render: (a) => a.carrier?.name ?? 'N/A' },
  { ...statusColumn('110px'), sortKey: 'status' },
  { key: 'email', sortKey: 'email', header: 'Email', render: (a) => na(a.email) },
  { key: 'phone', sortKey: 'phone', header: 'Phone', width: '140px', render: (a) => na(a.phone) },
  { key: 'npn', sortKey: 'npn', header: 'NPN', width: '110px', render: (a) => na(a.npn) },
  { key: 'upline', sortKey: 'upline', header: 'Upline', render: (a) => na(a.upline) },
  { key: 'created', sortKey: 'created', header: 'Created', width: '110px', render: (a) => day(a.createdAt) },
];

/**
 * The Database Viewer's Agents tab (issue 15): the server searches (name, record id, agent id,
 * e-mail and the other fields every agent search reads), filters and sorts the records and sends
 * the rows in view; the export streams the same rows with the tab's columns. Its count is of every
 * record, before the tab's filters.
 */
export function useAgentsTab(filter: AgentFilter): ViewerTab & { shown: number | undefined } {
  const trpc = useTRPC();
  const counts = useQuery(trpc.agent.statusCounts.queryOptions());
  const { table, query } = useAgentWindow(filter, COLUMNS);
  return {
    label: 'Agents',
    rowCount: table.window.total ?? 0,
    shown: table.window.total,
    total: counts.data?.total ?? 0,
    table: (
      <ServerTable label="Agents" table={table} columns={COLUMNS} rowKey={(a) => a.id} emptyText={NO_AGENTS_FOUND} />
    ),
    download: () => downloadFromServer(agentExportPath(query, 'database'), 'agent-records.csv'),
  };
}
