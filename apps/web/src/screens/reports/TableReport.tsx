import { Skeleton } from '@chakra-ui/react';
import type { TReportName } from '@agentledger/schema';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import { ReportCard } from './ReportCard';

/** Everything a one-table report shows besides its rows; the table is labelled with the title. */
export type TableReportSpec<Row> = {
  report: TReportName;
  title: string;
  description: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
};

type TableReportProps<Row> = {
  spec: TableReportSpec<Row>;
  query: { data?: readonly Row[]; error: unknown };
};

/** A report that is a single table: a placeholder until its rows arrive, the error if they fail. */
export function TableReport<Row>({ spec, query }: TableReportProps<Row>) {
  return (
    <ReportCard report={spec.report} title={spec.title} description={spec.description} error={query.error}>
      {query.data ? (
        <VirtualTable
          label={spec.title}
          rows={query.data}
          columns={spec.columns}
          rowKey={spec.rowKey}
          emptyText={spec.emptyText}
        />
      ) : (
        <Skeleton h="64" />
      )}
    </ReportCard>
  );
}
