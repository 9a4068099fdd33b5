import { Badge } from '@chakra-ui/react';
import { DEBT_SORT_KEYS, type DebtSortKey, type TDebtRow } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { DebtAmount } from '../../components/display/DebtAmount';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import { useServerTable } from '../../components/display/useServerTable';
import { downloadFromServer } from '../../lib/download';
import { useTRPC } from '../../lib/trpc';
import { debtExportPath, debtQuery, type DebtFilter } from './debtFilters';
import type { ViewerTab } from './viewerTab';

const na = (value: string | null) => (value === null || value === '' ? 'N/A' : value);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');

/** The Debts tab's columns; each sorts on the server by the key of the same name. */
const COLUMNS: ServerColumn<TDebtRow>[] = [
  { key: 'id', sortKey: 'id', header: 'ID', width: '70px', render: (d) => d.id },
  { key: 'agent', sortKey: 'agent', header: 'Agent', render: (d) => d.agentName },
  { key: 'carrier', sortKey: 'carrier', header: 'Carrier', render: (d) => d.carrierName },
  {
    key: 'amount',
    sortKey: 'amount',
    header: 'Amount',
    width: '130px',
    align: 'end',
    render: (d) => <DebtAmount amount={d.amount} paid={d.status === 'paid'} />,
  },
  { key: 'age', sortKey: 'age', header: 'Age (days)', width: '100px', align: 'end', render: (d) => d.debtAge },
  {
    key: 'status',
    sortKey: 'status',
    header: 'Status',
    width: '120px',
    render: (d) => (
      <Badge
        colorPalette={d.status === 'outstanding' ? 'red' : d.status === 'paid' ? 'green' : 'gray'}
        variant={d.status === 'outstanding' ? 'solid' : 'subtle'}
      >
        {d.status}
      </Badge>
    ),
  },
  { key: 'notes', sortKey: 'notes', header: 'Notes', render: (d) => na(d.notes) },
  { key: 'created', sortKey: 'created', header: 'Created', width: '110px', render: (d) => day(d.createdAt) },
];

const isSortKey = (key: string): key is DebtSortKey => (DEBT_SORT_KEYS as readonly string[]).includes(key);

/**
 * The Database Viewer's Debts tab (issue 15): the server searches, filters and sorts the debts and
 * sends the rows in view, so 100,000 debts are never loaded at once; the export streams the same
 * rows from the server. Its count is of every debt, before the tab's filters.
 */
export function useDebtsTab(filter: DebtFilter): ViewerTab & { shown: number | undefined } {
  const trpc = useTRPC();
  const { table, query } = useServerTable(
    COLUMNS,
    (sort, sortKey) =>
      debtQuery(filter, sort && sortKey && isSortKey(sortKey) ? { key: sortKey, direction: sort.direction } : null),
    (asked, offset, limit) => trpc.debt.window.queryOptions({ ...asked, offset, limit }),
  );
  const all = useQuery(trpc.debt.window.queryOptions({ limit: 1 }));
  const shown = table.window.total;
  return {
    label: 'Debts',
    rowCount: shown ?? 0,
    shown,
    total: all.data?.total ?? 0,
    table: (
      <ServerTable
        label="Debts"
        table={table}
        columns={COLUMNS}
        rowKey={(d) => d.id}
        emptyText="No debt records found."
      />
    ),
    download: () => downloadFromServer(debtExportPath(query), 'debts.csv'),
  };
}
