import type { TTerminatedBalance } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { DebtAgeBadge } from '../../components/display/DebtAgeBadge';
import { DebtAmount } from '../../components/display/DebtAmount';
import { NameWithDetail } from '../../components/table/NameWithDetail';
import { useTRPC } from '../../lib/trpc';
import { TableReport, type TableReportSpec } from './TableReport';

const TERMINATED: TableReportSpec<TTerminatedBalance> = {
  report: 'terminated',
  title: 'Terminated agents with balances',
  description: 'Terminated agents who still owe a carrier, oldest debt first.',
  columns: [
    {
      key: 'agent',
      header: 'Agent',
      sortValue: (r) => r.name,
      render: (r) => <NameWithDetail stacked name={r.name} detail={r.agentNumber ?? 'No agent ID'} />,
    },
    { key: 'npn', header: 'NPN', sortValue: (r) => r.npn, render: (r) => r.npn ?? 'N/A' },
    { key: 'email', header: 'E-mail', render: (r) => r.email ?? 'No e-mail' },
    { key: 'carrier', header: 'Carrier', render: (r) => r.carrierName ?? 'N/A' },
    { key: 'amount', header: 'Amount', align: 'end', render: (r) => <DebtAmount amount={r.amount} /> },
    { key: 'age', header: 'Debt Age', render: (r) => <DebtAgeBadge days={r.debtAge} /> },
    {
      key: 'oldest',
      header: 'Oldest Debt',
      render: (r) => new Date(`${r.oldestDebtOn}T00:00:00`).toLocaleDateString('en-US', { dateStyle: 'medium' }),
    },
  ],
  rowKey: (r) => `${r.agentId}:${r.carrierId ?? ''}`,
  emptyText: 'No terminated agents with outstanding balances.',
};

/** Terminated agents who still owe, oldest debt first: the balances least likely to come back. */
export function TerminatedReport() {
  const trpc = useTRPC();
  const terminated = useQuery(trpc.report.terminated.queryOptions());
  return <TableReport spec={TERMINATED} query={terminated} />;
}
