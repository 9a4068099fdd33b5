import type { TAgingReport, TTrendPoint } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { agingChartData, timeAxis, trendSeries } from './reportSeries';

const upload = (uploadId: number, carrierId: number, uploadedAt: string, totalOutstanding: number): TTrendPoint => ({
  uploadId,
  uploadedAt,
  carrierId,
  carrierName: `Carrier ${carrierId}`,
  carrierCode: `C${carrierId}`,
  totalOutstanding,
  change: 0,
  filename: 'report.csv',
});

describe('report series', () => {
  it('charts the aging amounts per carrier under the range labels', () => {
    const report: TAgingReport = {
      ranges: [
        { key: '0-45', label: '0-45 days', min: 0, max: 45 },
        { key: '46-90', label: '46-90 days', min: 46, max: 90 },
      ],
      rows: [
        {
          carrierId: 1,
          carrierName: 'Aetna',
          carrierCode: 'AET',
          cells: [
            { agents: 1, amount: 10 },
            { agents: 2, amount: 25.5 },
          ],
          total: { agents: 3, amount: 35.5 },
        },
      ],
      totals: { cells: [], total: { agents: 3, amount: 35.5 } },
    };
    expect(agingChartData(report)).toEqual([{ carrier: 'Aetna', '0-45 days': 10, '46-90 days': 25.5 }]);
  });

  it('orders uploads in time and carries each carrier total forward until its next report', () => {
    const series = trendSeries([
      upload(3, 1, '2026-11-03T00:00:00Z', 80),
      upload(1, 1, '2026-11-01T00:00:00Z', 100),
      upload(2, 2, '2026-11-02T00:00:00Z', 50),
    ]);
    expect(series.carriers).toEqual([
      { key: 'c1', name: 'Carrier 1' },
      { key: 'c2', name: 'Carrier 2' },
    ]);
    expect(series.points).toEqual([
      { at: Date.parse('2026-11-01T00:00:00Z'), c1: 100 },
      { at: Date.parse('2026-11-02T00:00:00Z'), c1: 100, c2: 50 },
      { at: Date.parse('2026-11-03T00:00:00Z'), c1: 80, c2: 50 },
    ]);
  });

  it('labels the time axis with days, or with times when the uploads fall within two days, never twice', () => {
    const at = (iso: string) => ({ at: Date.parse(iso) });
    const days = timeAxis([at('2026-11-01T12:00:00Z'), at('2026-11-01T13:00:00Z'), at('2026-11-20T12:00:00Z')]);
    expect(days.format(Date.parse('2026-11-20T12:00:00Z'))).toMatch(/^Nov 2\d$/);
    expect(days.ticks).toEqual([Date.parse('2026-11-01T12:00:00Z'), Date.parse('2026-11-20T12:00:00Z')]);
    const times = timeAxis([at('2026-11-20T09:30:00Z'), at('2026-11-20T09:30:20Z'), at('2026-11-20T10:30:00Z')]);
    expect(times.format(Date.parse('2026-11-20T09:30:00Z'))).toMatch(/^Nov \d{1,2}, \d{1,2}:\d{2}\s(AM|PM)$/);
    expect(times.ticks).toEqual([Date.parse('2026-11-20T09:30:00Z'), Date.parse('2026-11-20T10:30:00Z')]);
  });
});
