import { Skeleton, Table, Text } from '@chakra-ui/react';
import { formatMoney, formatMoneyAxis, type TAgingCell } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../components/display/ChartBox';
import { NameWithDetail } from '../../components/table/NameWithDetail';
import { useTRPC } from '../../lib/trpc';
import { ReportCard } from './ReportCard';
import { agingChartData } from './reportSeries';
import { countOf } from '../../lib/plural';

/** The badge colours of SPEC section 4, one per range: recent, late, overdue. */
const RANGE_COLOURS = [
  'var(--chakra-colors-yellow-400)',
  'var(--chakra-colors-orange-500)',
  'var(--chakra-colors-red-600)',
];

function Cell({ cell, strong }: { cell: TAgingCell; strong?: boolean }) {
  return (
    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
      <Text fontWeight={strong ? 'semibold' : undefined} color={cell.amount ? undefined : 'fg.muted'}>
        {formatMoney(cell.amount)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {countOf(cell.agents, 'agent')}
      </Text>
    </Table.Cell>
  );
}

/** Outstanding debt by carrier × age range, with totals, as a table and a bar chart. */
export function AgingReport() {
  const trpc = useTRPC();
  const aging = useQuery(trpc.report.aging.queryOptions());
  const report = aging.data;
  return (
    <ReportCard
      report="aging"
      title="Aging"
      description="Open debt by carrier and debt age, credits included (the Total is the Dashboard’s Total Debt): how many agents, and how much."
      error={aging.error}
    >
      {!report ? (
        <Skeleton h="64" />
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label="Aging">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Carrier</Table.ColumnHeader>
                  {report.ranges.map((r) => (
                    <Table.ColumnHeader key={r.key} textAlign="end">
                      {r.label}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.rows.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={report.ranges.length + 2} textAlign="center" color="fg.muted" py="6">
                      No carriers yet.
                    </Table.Cell>
                  </Table.Row>
                )}
                {report.rows.map((row) => (
                  <Table.Row key={row.carrierId}>
                    <Table.Cell>
                      <NameWithDetail name={row.carrierName} detail={row.carrierCode} />
                    </Table.Cell>
                    {row.cells.map((cell, index) => (
                      <Cell key={report.ranges[index]?.key ?? index} cell={cell} />
                    ))}
                    <Cell cell={row.total} strong />
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row bg="bg.muted">
                  <Table.Cell fontWeight="semibold">Total</Table.Cell>
                  {report.totals.cells.map((cell, index) => (
                    <Cell key={report.ranges[index]?.key ?? index} cell={cell} strong />
                  ))}
                  <Cell cell={report.totals.total} strong />
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
          {report.rows.length > 0 && (
            <ChartBox height={300} data-testid="aging-chart">
              {({ width, height }) => (
                <BarChart
                  width={width}
                  height={height}
                  data={agingChartData(report)}
                  margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="carrier" tick={{ fontSize: 12 }} />
                  <YAxis tickFormatter={(v: number) => formatMoneyAxis(v)} tick={{ fontSize: 12 }} width={72} />
                  <Tooltip formatter={(value) => formatMoney(Number(value))} />
                  <Legend />
                  {report.ranges.map((r, index) => (
                    <Bar
                      key={r.key}
                      dataKey={r.label}
                      fill={RANGE_COLOURS[index]}
                      radius={[3, 3, 0, 0]}
                      maxBarSize={48}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              )}
            </ChartBox>
          )}
        </>
      )}
    </ReportCard>
  );
}
