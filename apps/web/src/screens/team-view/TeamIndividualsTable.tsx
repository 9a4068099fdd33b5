import { Stack, Text, Wrap } from '@chakra-ui/react';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import type { ServerTableState } from '../../components/display/useServerTable';
import { CarrierCodeBadge } from '../../components/table/CarrierCodeBadge';
import { NO_AGENTS_FOUND } from '../../components/table/AgentTable';
import { contactColumn, npnColumn, statusColumn, uplineColumn } from '../../components/table/agentColumns';
import type { UnifiedRow } from '../unified-agents/unifiedRows';
import { CarrierDebtBreakdown } from './CarrierDebtBreakdown';

/** Team View's people columns; each sortable one sorts on the server (unifiedAgent.window) by its sortKey. */
export function teamIndividualColumns<R extends UnifiedRow>(): ServerColumn<R>[] {
  return [
    { key: 'name', sortKey: 'name', header: 'Name', render: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { ...npnColumn('110px'), sortKey: 'npn' },
    { ...uplineColumn(), sortKey: 'upline' },
    {
      key: 'carriers',
      header: 'Carriers & Writing Numbers',
      render: (r) => (
        <Stack gap="1">
          {r.carrierDebts.map((d) => (
            <Wrap key={d.carrierId} gap="1" align="center">
              <CarrierCodeBadge code={d.carrierCode} />
              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                {d.agentId ?? 'No writing number'}
              </Text>
            </Wrap>
          ))}
        </Stack>
      ),
    },
    { ...statusColumn('110px'), sortKey: 'status' },
    contactColumn(),
    {
      key: 'debt',
      sortKey: 'totalDebt',
      header: 'Individual Debt',
      width: '180px',
      align: 'end',
      render: (r) => <CarrierDebtBreakdown totalDebt={r.totalDebt} carrierDebts={r.carrierDebts} />,
    },
  ];
}

type TeamIndividualsTableProps<R extends UnifiedRow & { id: number }> = {
  table: ServerTableState<R>;
  columns: readonly ServerColumn<R>[];
};

/**
 * Team View's second table: one row per person, debt broken down by carrier when there are
 * several; the server searches, filters and sorts the people and sends the rows in view.
 */
export function TeamIndividualsTable<R extends UnifiedRow & { id: number }>({
  table,
  columns,
}: TeamIndividualsTableProps<R>) {
  return (
    <ServerTable
      label="Individual Agents"
      table={table}
      columns={columns}
      rowKey={(r) => r.id}
      emptyText={NO_AGENTS_FOUND}
      rowHeight={84}
    />
  );
}
