import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TTerminatedBalance } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { DebtAgeBadge } from '../../components/display/DebtAgeBadge';
import { DebtAmount } from '../../components/display/DebtAmount';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import { useTRPC } from '../../lib/trpc';
import { ReportCard } from './ReportCard';

const COLUMNS: Column<TTerminatedBalance>[] = [
  {
    key: 'agent',
    header: 'Agent',
    render: (r) => (
      <Stack gap="0">
        <Text fontWeight="medium">{r.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.agentNumber ?? 'No agent ID'}
        </Text>
      </Stack>
    ),
  },
  { key: 'npn', header: 'NPN', render: (r) => r.npn ?? 'N/A' },
  { key: 'email', header: 'E-mail', render: (r) => r.email ?? 'No e-mail' },
  { key: 'carrier', header: 'Carrier', render: (r) => r.carrierName ?? 'N/A' },
  { key: 'amount', header: 'Amount', align: 'end', render: (r) => <DebtAmount amount={r.amount} /> },
  { key: 'age', header: 'Debt Age', render: (r) => <DebtAgeBadge days={r.debtAge} /> },
  {
    key: 'oldest',
    header: 'Oldest Debt',
    render: (r) => new Date(`${r.oldestDebtOn}T00:00:00`).toLocaleDateString('en-US', { dateStyle: 'medium' }),
  },
];

/** Terminated agents who still owe, oldest debt first: the balances least likely to come back. */
export function TerminatedReport() {
  const trpc = useTRPC();
  const terminated = useQuery(trpc.report.terminated.queryOptions());
  return (
    <ReportCard
      report="terminated"
      title="Terminated agents with balances"
      description="Terminated agents who still owe a carrier, oldest debt first."
      error={terminated.error}
    >
      {terminated.data ? (
        <VirtualTable
          label="Terminated agents with balances"
          rows={terminated.data}
          columns={COLUMNS}
          rowKey={(r) => `${r.agentId}:${r.carrierId ?? ''}`}
          emptyText="No terminated agents with outstanding balances."
        />
      ) : (
        <Skeleton h="64" />
      )}
    </ReportCard>
  );
}
