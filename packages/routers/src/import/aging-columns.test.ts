import { describe, expect, it } from 'vitest';
import { agingColumnDays } from './aging-columns';
import { groupReportRows } from './report-groups';
import { parseReportSheets, parseReportTable } from './report-parser';
import type { Cell } from './values';

const today = new Date(2026, 10, 27);

function read(rows: Cell[][]) {
  const parsed = parseReportTable(rows, today);
  return {
    layout: parsed.layout,
    owed: groupReportRows(parsed.records).map((g) => [g.name, g.cents, g.ageDays]),
    errors: parsed.errors,
    review: parsed.problems.map((p) => [p.rowNumber, p.name, p.amountCents]),
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

  it('owes what the aging columns add up to when the report has no Total or balance column', () => {
    const report = read([
      ['Agent Code', 'Agent Name', 'Current', '1-30', '31-60', '61-90', 'Over 90'],
      ['A1', 'Ann One', '10.00', '0.00', '0.00', '0.00', '250.00'],
      ['A2', 'Bo Two', '40.00', '', '35.50', '', ''],
      ['A3', 'Cy Three', '$1,200.10', '(0.10)', '', '', ''],
      ['A4', 'Di Four', '', '', '', '', ''],
      ['A5', 'Ed Five', '12.00', 'n/a', '', '', ''],
      ['A6', 'Flo Six', '(15.00)', '', '', '', ''],
      ['', 'Report Total', '1,247.10', '(0.10)', '35.50', '0.00', '250.00'],
    ]);
    expect(report.layout.columns).toMatchObject({
      amount: 'Current + 1-30 + 31-60 + 61-90 + Over 90 (added up)',
      writingNumber: 'Agent Code',
      name: 'Agent Name',
    });
    expect(report.layout.agingColumns).toEqual(['Current', '1-30', '31-60', '61-90', 'Over 90']);
    expect(report.owed).toEqual([
      ['Ann One', 26_000, 91],
      ['Bo Two', 7_550, 31],
      ['Cy Three', 120_000, 0],
      ['Flo Six', -1_500, null],
    ]);
    expect(report.errors).toEqual([
      'Row 5: no amount under any of its aging columns',
      'Row 6: the amount "n/a" under "1-30" is not a number',
    ]);
    expect(report.review).toEqual([
      [5, 'Di Four', null],
      [6, 'Ed Five', null],
    ]);
  });

  it('owes 0.00 for a paid row with its aging columns empty, as for a paid row with its balance empty', () => {
    const report = read([
      ['Agent Code', 'Agent Name', 'Status', 'Current', '31-60', '90+'],
      ['A1', 'Ann One', 'Paid in Full', '', '', ''],
      ['A2', 'Bo Two', 'Paid', '', '20.00', ''],
    ]);
    expect(report.errors).toEqual([]);
    expect(report.owed).toEqual([
      ['Ann One', 0, null],
      ['Bo Two', 2_000, 31],
    ]);
  });

  it('owes the aging columns added up where the Total is left empty, and asks about a Total that is not their sum', () => {
    const report = read([
      ['Agent Code', 'Agent Name', 'Current', '1-30', '31-60', 'Over 90', 'Total'],
      ['A1', 'Ann One', '10.00', '', '', '150.00', ''],
      ['A2', 'Bo Two', '10.00', '', '', '150.00', '150.00'],
      ['A3', 'Cy Three', '0.34', '0.33', '0.33', '', '1.01'],
      ['A4', 'Di Four', '', '', '', '', ''],
      ['A5', 'Ed Five', '20.00', '', '', '', '20.00'],
    ]);
    expect(report.layout.columns).toMatchObject({ amount: 'Total' });
    expect(report.owed).toEqual([
      ['Ann One', 16_000, 91],
      ['Cy Three', 101, 31],
      ['Ed Five', 2_000, 0],
    ]);
    expect(report.errors).toEqual([
      'Row 3: Total 150.00 is not the sum of its aging columns 160.00',
      'Row 5: the amount "" is not a number',
    ]);
    expect(report.review).toEqual([
      [3, 'Bo Two', null],
      [5, 'Di Four', null],
    ]);
  });

  it("reads a saved layout's balance column over the aging columns added up", () => {
    const headers = ['Agent Code', 'Agent Name', 'Current', '31-60', 'Over 90'];
    const parsed = parseReportSheets(
      [{ name: null, rows: [headers, ['A1', 'Ann One', '10.00', '20.00', '250.00']] }],
      today,
      {
        carrierId: 1,
        sheet: null,
        headerRow: 1,
        headerRows: 1,
        headers,
        columns: { writingNumber: 'Agent Code', name: 'Agent Name', amount: 'Over 90' },
        amountSign: 'owed-positive',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    );
    expect(parsed.layout.columns).toMatchObject({ amount: 'Over 90' });
    expect(parsed.records.map((r) => [r.name, r.amountCents, r.ageDays])).toEqual([['Ann One', 25_000, 31]]);
  });

  it('adds up the aging columns when the Total column is empty throughout (formulas saved without their results)', () => {
    const report = read([
      ['Agent Code', 'Agent Name', 'Current', '31-60', 'Total'],
      ['A1', 'Ann One', '10.00', '20.00', ''],
    ]);
    expect(report.layout.columns).toMatchObject({ amount: 'Current + 31-60 (added up)' });
    expect(report.owed).toEqual([['Ann One', 3_000, 31]]);
  });

  it('refuses an aging table whose aging columns hold no money, for want of a balance', () => {
    expect(() =>
      read([
        ['Agent Code', 'Agent Name', 'Current', '31-60'],
        ['A1', 'Ann One', 'yes', 'no'],
      ]),
    ).toThrow(/No balance column/);
  });
});
