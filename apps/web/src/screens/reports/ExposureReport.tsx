import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TExposureRow } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { DebtAmount } from '../../components/display/DebtAmount';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import { useTRPC } from '../../lib/trpc';
import { ReportCard } from './ReportCard';

const COLUMNS: Column<TExposureRow>[] = [
  {
    key: 'upline',
    header: 'Upline',
    render: (r) => (
      <Stack gap="0">
        <Text fontWeight="medium">{r.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          NPN {r.npn}
        </Text>
      </Stack>
    ),
  },
  { key: 'direct', header: 'Direct Reports', align: 'end', render: (r) => r.directReports },
  { key: 'downline', header: 'Downline Agents', align: 'end', render: (r) => r.downlineAgents },
  { key: 'exposure', header: 'Downline Debt', align: 'end', render: (r) => <DebtAmount amount={r.exposure} /> },
  { key: 'own', header: 'Own Debt', align: 'end', render: (r) => <DebtAmount amount={r.ownDebt} /> },
];

/** Every upline with the open debt of their whole downline (10 levels), largest first. */
export function ExposureReport() {
  const trpc = useTRPC();
  const exposure = useQuery(trpc.report.exposure.queryOptions());
  return (
    <ReportCard
      report="exposure"
      title="Hierarchy exposure"
      description="Which uplines' downlines owe the most: the open debt of everyone below each upline, up to 10 levels."
      error={exposure.error}
    >
      {exposure.data ? (
        <VirtualTable
          label="Hierarchy exposure"
          rows={exposure.data}
          columns={COLUMNS}
          rowKey={(r) => r.npn}
          emptyText="No uplines with downline agents yet."
        />
      ) : (
        <Skeleton h="64" />
      )}
    </ReportCard>
  );
}
