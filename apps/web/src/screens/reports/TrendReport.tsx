import { Skeleton, Text } from '@chakra-ui/react';
import { formatMoney, formatMoneyAxis, type TTrendPoint } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../components/display/ChartBox';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import { useTRPC } from '../../lib/trpc';
import { ReportCard } from './ReportCard';
import { timeAxis, trendSeries } from './reportSeries';

const LINE_COLOURS = ['blue', 'teal', 'purple', 'orange', 'pink', 'cyan', 'green', 'red'].map(
  (palette) => `var(--chakra-colors-${palette}-500)`,
);

const moment = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: Column<TTrendPoint>[] = [
  { key: 'at', header: 'Uploaded', render: (r) => moment(r.uploadedAt) },
  { key: 'carrier', header: 'Carrier', render: (r) => r.carrierName },
  {
    key: 'file',
    header: 'File',
    render: (r) => (
      <Text truncate maxW="320px">
        {r.filename}
      </Text>
    ),
  },
  { key: 'total', header: 'Total Outstanding', align: 'end', render: (r) => formatMoney(r.totalOutstanding) },
  {
    key: 'change',
    header: 'Change',
    align: 'end',
    // More debt is bad news (red), less is good (green).
    render: (r) => (
      <Text as="span" color={r.change > 0 ? 'red.700' : r.change < 0 ? 'green.700' : 'fg.muted'}>
        {r.change > 0 ? '+' : ''}
        {formatMoney(r.change)}
      </Text>
    ),
  },
];

/** Total outstanding per carrier over time, from the totals each carrier report upload left behind. */
export function TrendReport() {
  const trpc = useTRPC();
  const trend = useQuery(trpc.report.trend.queryOptions());
  const series = trendSeries(trend.data ?? []);
  const axis = timeAxis(series.points);
  const newestFirst = [...(trend.data ?? [])].reverse();
  return (
    <ReportCard
      report="trend"
      title="Trend"
      description="Total outstanding debt per carrier after each carrier report upload."
      error={trend.error}
    >
      {!trend.data ? (
        <Skeleton h="64" />
      ) : (
        <>
          {series.points.length === 1 && (
            <Text fontSize="sm" color="fg.muted">
              The chart starts with the second carrier report upload; until then the table shows the one total.
            </Text>
          )}
          {series.points.length > 1 ? (
            <ChartBox height={300} data-testid="trend-chart">
              {({ width, height }) => (
                <LineChart
                  width={width}
                  height={height}
                  data={series.points}
                  margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis
                    dataKey="at"
                    type="number"
                    scale="time"
                    domain={['dataMin', 'dataMax']}
                    ticks={axis.ticks}
                    tickFormatter={axis.format}
                    tick={{ fontSize: 12 }}
                  />
                  <YAxis tickFormatter={(v: number) => formatMoneyAxis(v)} tick={{ fontSize: 12 }} width={72} />
                  <Tooltip
                    labelFormatter={(v) => moment(new Date(Number(v)).toISOString())}
                    formatter={(value) => formatMoney(Number(value))}
                  />
                  <Legend />
                  {series.carriers.map((c, index) => (
                    <Line
                      key={c.key}
                      dataKey={c.key}
                      name={c.name}
                      type="stepAfter"
                      stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                      strokeWidth={2}
                      dot={{ r: 3 }}
                      connectNulls
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              )}
            </ChartBox>
          ) : null}
          <VirtualTable
            label="Trend"
            rows={newestFirst}
            columns={COLUMNS}
            rowKey={(r) => r.uploadId}
            maxHeight="360px"
            emptyText="No carrier report has been applied with its outstanding total recorded yet (failed, preview, discarded and undone uploads, agent lists and demo uploads have none). The trend starts with the next carrier report applied from the Dashboard."
          />
        </>
      )}
    </ReportCard>
  );
}
