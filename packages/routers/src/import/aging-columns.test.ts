import { describe, expect, it } from 'vitest';
import { agingColumnDays } from './aging-columns';
import { groupReportRows } from './report-groups';
import { parseReportTable } from './report-parser';
import type { Cell } from './values';

const today = new Date(2026, 10, 27);

function read(rows: Cell[][]) {
  const parsed = parseReportTable(rows, today);
  return {
    layout: parsed.layout,
    owed: groupReportRows(parsed.records).map((g) => [g.name, g.cents, g.ageDays]),
    errors: parsed.errors,
  };
}

describe('aging columns of a debit-balance report', () => {
  it.each([
    ['Current', 0],
    ['Not Yet Due', 0],
    ['0-30', 0],
    ['1 - 30 Days', 0],
    ['31-60', 31],
    ['31–60 Days', 31],
    ['30 Days', 30],
    ['61 to 90 Days Past Due', 61],
    ['Over 90', 91],
    ['> 90 Days', 91],
    ['90+ Days', 90],
    ['120 and over', 120],
    ['181+', 181],
  ])('reads "%s" as money at least %i days old', (header, days) => {
    expect(agingColumnDays(header)).toBe(days);
  });

  it.each(['Balance', 'Days', 'Days Outstanding', 'Policy 30', 'Agent', '2026'])(
    'does not read "%s" as an aging column',
    (header) => {
      expect(agingColumnDays(header)).toBeNull();
    },
  );

  it('owes the Total and ages each debt by its oldest column holding money, when the report gives no date', () => {
    const report = read([
      ['Agent Debit Balance Aging'],
      ['Agent Code', 'Agent Name', 'Current', '1-30', '31-60', '61-90', 'Over 90', 'Total'],
      ['A1', 'Ann One', '10.00', '0.00', '0.00', '0.00', '250.00', '260.00'],
      ['A2', 'Bo Two', '40.00', '', '35.50', '', '', '75.50'],
      ['A3', 'Cy Three', '12.00', '', '', '', '', '12.00'],
      ['A4', 'Di Four', '(15.00)', '', '', '', '', '(15.00)'],
      ['', 'Report Total', '47.00', '0.00', '35.50', '0.00', '250.00', '332.50'],
    ]);
    expect(report.errors).toEqual([]);
    expect(report.layout.columns).toMatchObject({ amount: 'Total', writingNumber: 'Agent Code', name: 'Agent Name' });
    expect(report.layout.agingColumns).toEqual(['Current', '1-30', '31-60', '61-90', 'Over 90']);
    expect(report.owed).toEqual([
      ['Ann One', 26_000, 91],
      ['Bo Two', 7_550, 31],
      ['Cy Three', 1_200, 0],
      ['Di Four', -1_500, null],
    ]);
  });

  it('keeps a balance column of its own for the amount, and a date column for the age', () => {
    const balance = read([
      ['Agent Code', 'Agent Name', 'Debit Balance', 'Current', '31-60', '90+'],
      ['A1', 'Ann One', '300.00', '100.00', '200.00', ''],
    ]);
    expect(balance.layout.columns).toMatchObject({ amount: 'Debit Balance' });
    expect(balance.owed).toEqual([['Ann One', 30_000, 31]]);
    const dated = read([
      ['Agent Code', 'Agent Name', 'Chargeback Date', 'Current', '31-60', 'Total'],
      ['A1', 'Ann One', '11/17/2026', '0.00', '200.00', '200.00'],
    ]);
    expect(dated.layout).not.toHaveProperty('agingColumns');
    expect(dated.owed).toEqual([['Ann One', 20_000, 10]]);
  });
});
