import { EMAIL_HISTORY_SORT_KEYS, type TEmailHistoryRow } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import { useServerTable } from '../../components/display/useServerTable';
import { statusColumn } from '../../components/table/agentColumns';
import { SelectFilter } from '../../components/table/SelectFilter';
import { downloadFromServer, exportPath } from '../../lib/download';
import { serverOrder } from '../../lib/sortRows';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import { ALL } from '../individual-agents/agentFilters';
import type { ViewerTab } from './viewerTab';
import { ViewerToolbar } from './ViewerToolbar';

const time = (iso: string) => new Date(iso).toLocaleString('en-US');

/** Who a notice went to: the agent's name now, or the record's id if it has since been deleted. */
const agentOf = (h: TEmailHistoryRow) => h.agentName ?? (h.agentId === null ? 'N/A' : `Agent ${h.agentId}`);

/** The Email History tab's columns; each sorts on the server by its sortKey. */
const COLUMNS: ServerColumn<TEmailHistoryRow>[] = [
  { key: 'id', sortKey: 'id', header: 'ID', width: '70px', render: (h) => h.id },
  { key: 'agent', sortKey: 'agent', header: 'Agent', render: agentOf },
  { key: 'subject', sortKey: 'subject', header: 'Subject', render: (h) => h.subject },
  { key: 'template', sortKey: 'template', header: 'Template', render: (h) => h.templateName ?? 'N/A' },
  { ...statusColumn('110px'), sortKey: 'status' },
  { key: 'sent', sortKey: 'sentAt', header: 'Sent At', width: '190px', render: (h) => time(h.sentAt) },
];

const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  { value: 'sent', label: 'Sent' },
  { value: 'outbox', label: 'Outbox' },
  { value: 'failed', label: 'Failed' },
  { value: 'skipped', label: 'Skipped' },
];
type HistoryStatus = 'sent' | 'outbox' | 'failed' | 'skipped';

/**
 * The Database Viewer's Email History tab (issue 15): the server searches (agent, subject, address),
 * filters by delivery status and sorts the notices and sends the rows in view; the export streams
 * the same rows. Its count is of every notice, before the tab's filters.
 */
export function useHistoryTab(): ViewerTab {
  const trpc = useTRPC();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState(ALL);
  const search = useDebounced(searchText).trim();
  const filter = {
    ...(search ? { search } : {}),
    ...(status !== ALL ? { status: status as HistoryStatus } : {}),
  };
  const { table, query } = useServerTable(
    COLUMNS,
    (sort, sortKey) => ({ ...filter, ...serverOrder(EMAIL_HISTORY_SORT_KEYS, sort, sortKey) }),
    (asked, offset, limit) => trpc.emailHistory.window.queryOptions({ ...asked, offset, limit }),
  );
  const all = useQuery(trpc.emailHistory.window.queryOptions({ limit: 1 }));
  return {
    label: 'Email History',
    rowCount: table.window.total ?? 0,
    total: all.data?.total ?? 0,
    toolbar: (
      <ViewerToolbar
        search={searchText}
        onSearch={setSearchText}
        searchLabel="Search email history"
        placeholder="Search by agent, subject or address..."
        shown={table.window.total ?? 0}
        total={all.data?.total ?? 0}
        noun="notices"
      >
        <SelectFilter
          label="Delivery status"
          width="170px"
          size="sm"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </ViewerToolbar>
    ),
    table: (
      <ServerTable
        label="Email History"
        table={table}
        columns={COLUMNS}
        rowKey={(h) => h.id}
        emptyText={
          all.data?.total === 0
            ? 'No email history found. Start sending emails to see them here.'
            : 'No notices match the search.'
        }
      />
    ),
    download: () => downloadFromServer(exportPath('/api/email-history/export.csv', query), 'email-history.csv'),
  };
}
