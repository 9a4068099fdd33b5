import type { TExposureRow } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { DebtAmount } from '../../components/display/DebtAmount';
import { NameWithDetail } from '../../components/table/NameWithDetail';
import { useTRPC } from '../../lib/trpc';
import { TableReport, type TableReportSpec } from './TableReport';
import { countColumn } from '../../components/table/countColumn';

const EXPOSURE: TableReportSpec<TExposureRow> = {
  report: 'exposure',
  title: 'Hierarchy exposure',
  description: "Which uplines' downlines owe the most: the open debt of everyone below each upline, up to 10 levels.",
  columns: [
    {
      key: 'upline',
      header: 'Upline',
      sortValue: (r) => r.name,
      render: (r) => <NameWithDetail stacked name={r.name} detail={<>NPN {r.npn}</>} />,
    },
    countColumn('direct', 'Direct Reports', (r) => r.directReports),
    countColumn('downline', 'Downline Agents', (r) => r.downlineAgents),
    {
      key: 'exposure',
      header: 'Downline Debt',
      align: 'end',
      sortValue: (r) => r.exposure,
      render: (r) => <DebtAmount amount={r.exposure} />,
    },
    {
      key: 'own',
      header: 'Own Debt',
      align: 'end',
      sortValue: (r) => r.ownDebt,
      render: (r) => <DebtAmount amount={r.ownDebt} />,
    },
  ],
  rowKey: (r) => r.npn,
  emptyText: 'No uplines with downline agents yet.',
};

/** Every upline with the open debt of their whole downline (10 levels), largest first. */
export function ExposureReport() {
  const trpc = useTRPC();
  const exposure = useQuery(trpc.report.exposure.queryOptions());
  return <TableReport spec={EXPOSURE} query={exposure} />;
}
