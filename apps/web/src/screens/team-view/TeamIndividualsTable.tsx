import { Stack, Text, Wrap } from '@chakra-ui/react';
import type { Column } from '../../components/display/VirtualTable';
import { CarrierCodeBadge } from '../../components/table/CarrierCodeBadge';
import { AgentTable } from '../../components/table/AgentTable';
import { contactColumn, npnColumn, statusColumn, uplineColumn } from '../../components/table/agentColumns';
import type { UnifiedRow } from '../unified-agents/unifiedRows';
import { CarrierDebtBreakdown } from './CarrierDebtBreakdown';

function columns<R extends UnifiedRow>(): Column<R>[] {
  return [
    { key: 'name', header: 'Name', sortValue: (r) => r.name, render: (r) => <Text fontWeight="medium">{r.name}</Text> },
    npnColumn('110px'),
    uplineColumn(),
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
    statusColumn('110px'),
    contactColumn(),
    {
      key: 'debt',
      header: 'Individual Debt',
      width: '180px',
      align: 'end',
      render: (r) => <CarrierDebtBreakdown totalDebt={r.totalDebt} carrierDebts={r.carrierDebts} />,
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
  return <AgentTable label="Individual Agents" rows={rows} columns={columns<R>()} loading={loading} rowHeight={84} />;
}
