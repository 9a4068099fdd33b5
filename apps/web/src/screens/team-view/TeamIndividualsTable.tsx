import { Badge, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatMoney } from '@agentledger/schema';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatusBadge } from '../../components/display/StatusBadge';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import type { UnifiedRow } from '../unified-agents/unifiedRows';

const Muted = ({ children }: { children: string }) => (
  <Text as="span" color="fg.muted" fontSize="sm">
    {children}
  </Text>
);

function columns<R extends UnifiedRow>(): Column<R>[] {
  return [
    { key: 'name', header: 'Name', render: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'npn', header: 'NPN', width: '110px', render: (r) => r.npn ?? <Muted>Not Available</Muted> },
    {
      key: 'upline',
      header: 'Upline Manager',
      render: (r) =>
        r.upline ? (
          <Stack gap="0">
            <Text>{r.upline}</Text>
            {r.uplineId && (
              <Text fontSize="xs" color="fg.muted">
                NPN: {r.uplineId}
              </Text>
            )}
          </Stack>
        ) : (
          <Muted>No Upline</Muted>
        ),
    },
    {
      key: 'carriers',
      header: 'Carriers & Writing Numbers',
      render: (r) => (
        <Stack gap="1">
          {r.carrierDebts.map((d) => (
            <Wrap key={d.carrierId} gap="1" align="center">
              <Badge colorPalette="blue" variant="subtle">
                {d.carrierCode}
              </Badge>
              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                {d.agentId ?? 'No writing number'}
              </Text>
            </Wrap>
          ))}
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', width: '110px', render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'contact',
      header: 'Contact',
      render: (r) =>
        r.email || r.phone ? (
          <Stack gap="0" fontSize="sm">
            {r.email && <Text lineClamp={1}>{r.email}</Text>}
            {r.phone && <Text color="fg.muted">{r.phone}</Text>}
          </Stack>
        ) : (
          <Muted>No contact info</Muted>
        ),
    },
    {
      key: 'debt',
      header: 'Individual Debt',
      width: '180px',
      align: 'end',
      render: (r) => (
        <Stack gap="0" align="flex-end">
          <DebtAmount amount={r.totalDebt} />
          {r.carrierDebts.length > 1 &&
            r.carrierDebts.map((d) => (
              <Text key={d.carrierId} fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                {d.carrierCode}: {formatMoney(d.amount)}
              </Text>
            ))}
        </Stack>
      ),
    },
  ];
}

type TeamIndividualsTableProps<R extends UnifiedRow & { id: string | number }> = {
  rows: readonly R[];
  loading: boolean;
};

/** Team View's second table: one row per person, debt broken down by carrier when there are several. */
export function TeamIndividualsTable<R extends UnifiedRow & { id: string | number }>({
  rows,
  loading,
}: TeamIndividualsTableProps<R>) {
  return (
    <VirtualTable
      label="Individual Agents"
      rows={rows}
      columns={columns<R>()}
      rowKey={(r) => r.id}
      emptyText={loading ? 'Loading agents...' : 'No agents found matching your criteria.'}
      rowHeight={84}
    />
  );
}
