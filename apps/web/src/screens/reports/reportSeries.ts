import type { TAgingReport, TTrendPoint } from '@agentledger/schema';

/** The aging chart: one group of bars per carrier, one bar per age range (amounts). */
export function agingChartData(report: TAgingReport): Record<string, string | number>[] {
  return report.rows.map((row) => ({
    carrier: row.carrierName,
    ...Object.fromEntries(report.ranges.map((range, index) => [range.label, row.cells[index]?.amount ?? 0])),
  }));
}

export type TrendSeries = {
  carriers: { key: string; name: string }[];
  /** One point per upload; every carrier seen so far keeps its last total until its next report. */
  points: ({ at: number } & Record<string, number>)[];
};

/** Outstanding per carrier over time, from the uploads' totals, carried forward between a carrier's reports. */
export function trendSeries(uploads: readonly TTrendPoint[]): TrendSeries {
  const ordered = [...uploads].sort(
    (a, b) => Date.parse(a.uploadedAt) - Date.parse(b.uploadedAt) || a.uploadId - b.uploadId,
  );
  const carriers = new Map<string, string>();
  const latest: Record<string, number> = {};
  const points: TrendSeries['points'] = [];
  for (const upload of ordered) {
    const key = `c${upload.carrierId}`;
    carriers.set(key, upload.carrierName);
    latest[key] = upload.totalOutstanding;
    points.push({ ...latest, at: Date.parse(upload.uploadedAt) });
  }
  return { carriers: [...carriers].map(([key, name]) => ({ key, name })), points };
}

const DAY_MS = 86_400_000;

/**
 * The trend's time axis: labelled by day ("Nov 23"), or by day and time when the uploads all fall
 * within two days; one tick per upload whose label differs from the one before, so none repeats.
 */
export function timeAxis(points: readonly { at: number }[]): { ticks: number[]; format: (ms: number) => string } {
  const span = points.length ? points[points.length - 1]!.at - points[0]!.at : 0;
  const options: Intl.DateTimeFormatOptions =
    span < 2 * DAY_MS
      ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { month: 'short', day: 'numeric' };
  const formatter = new Intl.DateTimeFormat('en-US', options);
  const format = (ms: number) => formatter.format(new Date(ms));
  const ticks: number[] = [];
  let previous = '';
  for (const { at } of points) {
    const label = format(at);
    if (label !== previous) ticks.push(at);
    previous = label;
  }
  return { ticks, format };
}
