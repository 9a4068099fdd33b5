import { describe, expect, it } from 'vitest';
import { groupReportRows } from './report-groups';
import { parseReportSheets } from './report-parser';
import type { Cell } from './values';

const today = new Date(Date.UTC(2026, 10, 30));

/** The report as a person reads it: who owes what, the columns read, and the rows that could not be. */
function read(rows: Cell[][], saved: Parameters<typeof parseReportSheets>[2] = null) {
  const parsed = parseReportSheets([{ name: null, rows }], today, saved);
  return {
    columns: parsed.layout.columns,
    owed: groupReportRows(parsed.records).map((g) => [g.name, g.cents]),
    errors: parsed.errors,
  };
}

describe('a ledger with Debit and Credit columns and no running balance', () => {
  it('owes each agent the debits less the credits, however the credits are printed', () => {
    const report = read([
      ['Agent Number', 'Agent Name', 'Policy', 'Transaction Date', 'Description', 'Debit', 'Credit'],
      ['A10021', 'Hernandez, Rosa M', 'PL77120', '10/02/2026', 'Chargeback - lapse', '412.50', ''],
      ['A10021', 'Hernandez, Rosa M', 'PL77120', '10/20/2026', 'Repayment', '', '100.00'],
      ['A10044', 'Okafor, Chidi', 'PL88001', '09/15/2026', 'Advance recovery', '$1,200.00', ''],
      ['A10044', 'Okafor, Chidi', 'PL88002', '10/11/2026', 'Commission offset', '', '(200.00)'],
      ['A10050', 'Lee, Kim', 'PL90000', '10/12/2026', 'Refund of overpayment', '', '-35.00'],
    ]);
    expect(report.columns).toMatchObject({ amount: 'Debit', credit: 'Credit' });
    expect(report.errors).toEqual([]);
    expect(report.owed).toEqual([
      ['Hernandez, Rosa M', 31_250],
      ['Okafor, Chidi', 100_000],
      ['Lee, Kim', -3_500],
    ]);
  });

  it('reads "Debit Amount" and "Credit Amount", and a row with neither or an unreadable credit is a row error', () => {
    const report = read([
      ['Writing Agent', 'Agent Name', 'Entry Date', 'Debit Amount', 'Credit Amount'],
      ['W1', 'Ann One', '10/01/2026', '90.00', '10.00'],
      ['W2', 'Bo Two', '10/01/2026', '', ''],
      ['W3', 'Cy Three', '10/01/2026', '40.00', 'n/a'],
    ]);
    expect(report.columns).toMatchObject({ amount: 'Debit Amount', credit: 'Credit Amount' });
    expect(report.owed).toEqual([['Ann One', 8_000]]);
    expect(report.errors).toEqual(['Row 3: the amount "" is not a number', 'Row 4: the amount "n/a" is not a number']);
  });

  it('leaves a Credit column alone when the balance is not a Debit column', () => {
    const report = read([
      ['Agent Number', 'Agent Name', 'Balance Due', 'Credit'],
      ['A1', 'Ann One', '300.00', '50.00'],
    ]);
    expect(report.columns).toMatchObject({ amount: 'Balance Due' });
    expect(report.columns).not.toHaveProperty('credit');
    expect(report.owed).toEqual([['Ann One', 30_000]]);
  });

  it('reads the credit column a saved layout names', () => {
    const headers = ['Agent', 'Name', 'Charges', 'Paid Back'];
    const report = read([headers, ['A1', 'Ann One', '300.00', '120.00'], ['A2', 'Bo Two', '80.00', '']], {
      carrierId: 1,
      sheet: null,
      headerRow: 1,
      headerRows: 1,
      headers,
      columns: { writingNumber: 'Agent', name: 'Name', amount: 'Charges', credit: 'Paid Back' },
      amountSign: 'owed-positive',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(report.columns).toMatchObject({ amount: 'Charges', credit: 'Paid Back' });
    expect(report.owed).toEqual([
      ['Ann One', 18_000],
      ['Bo Two', 8_000],
    ]);
  });
});
