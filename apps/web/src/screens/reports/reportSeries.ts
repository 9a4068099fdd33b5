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
