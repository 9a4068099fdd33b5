import { describe, expect, it } from 'vitest';
import { groupReportRows } from './report-groups';
import { parseReportSheets, parseReportTable } from './report-parser';
import type { Cell } from './values';

const today = new Date(Date.UTC(2026, 10, 30));

/** The report as a person reads it: who owes what, and since how many days. */
function owed(rows: Cell[][], saved: Parameters<typeof parseReportSheets>[2] = null) {
  const parsed = parseReportSheets([{ name: null, rows }], today, saved);
  return {
    layout: parsed.layout,
    owed: groupReportRows(parsed.records, parsed.problems).map((g) => [g.name, g.cents, g.ageDays, g.rows]),
  };
}

const HEADER = ['Agent Number', 'Agent Name', 'Trans Date', 'Description', 'Debit', 'Credit', 'Balance'];

describe('statements with a running balance (Debit, Credit, Balance after each line)', () => {
  const statement: Cell[][] = [
    ['Agent Debit Balance Statement'],
    ['Period ending 11/30/2026'],
    HEADER,
    ['A100', 'SMITH, JOHN', '09/01/2026', 'Advance chargeback', '500.00', '', '500.00'],
    ['A100', 'SMITH, JOHN', '09/15/2026', 'Commission offset', '', '200.00', '300.00'],
    ['A100', 'SMITH, JOHN', '10/01/2026', 'Chargeback', '150.00', '', '450.00'],
    ['B200', 'DOE, JANE', '09/03/2026', 'Chargeback', '80.00', '', '80.00'],
    ['B200', 'DOE, JANE', '10/02/2026', 'Payment', '', '(80.00)', '0.00'],
    ['B200', 'DOE, JANE', '11/10/2026', 'Chargeback', '25.00', '', '25.00'],
    ['C300', 'ROE, RICK', '11/20/2026', 'Chargeback', '60.00', '', '60.00'],
  ];

  it("owes each agent's last line, dated from when the balance last rose from zero, every line counted", () => {
    const { layout, owed: rows } = owed(statement);
    expect(layout).toMatchObject({ runningBalance: true, columns: { amount: 'Balance' } });
    expect(rows).toEqual([
      ['SMITH, JOHN', 45000, 90, 3],
      // Paid off on 10/02, owed again since 11/10.
      ['DOE, JANE', 2500, 20, 3],
      ['ROE, RICK', 6000, 10, 1],
    ]);
  });

  it('reads it the same with a saved layout that names the Balance column', () => {
    const saved = {
      carrierId: 1,
      updatedAt: '2026-11-01T00:00:00.000Z',
      sheet: null,
      headerRow: 3,
      headerRows: 1 as const,
      headers: HEADER,
      columns: { writingNumber: 'Agent Number', name: 'Agent Name', date: 'Trans Date', amount: 'Balance' },
      amountSign: 'owed-positive' as const,
    };
    const { layout, owed: rows } = owed(statement, saved);
    expect(layout).toMatchObject({ source: 'saved', runningBalance: true });
    expect(rows.map(([name, cents]) => [name, cents])).toEqual([
      ['SMITH, JOHN', 45000],
      ['DOE, JANE', 2500],
      ['ROE, RICK', 6000],
    ]);
  });

  it('is not taken for a running balance when the balances do not run (each line its own): still refused as two balance columns', () => {
    const perLine: Cell[][] = [
      HEADER,
      ['A100', 'SMITH, JOHN', '09/01/2026', 'Policy 1', '500.00', '', '500.00'],
      ['A100', 'SMITH, JOHN', '09/15/2026', 'Policy 2', '300.00', '', '300.00'],
    ];
    expect(() => parseReportTable(perLine, today)).toThrow(
      /Two columns could be the balance owed: "Debit" and "Balance"/,
    );
  });

  it('reads a statement printed newest line first: the latest line is the first', () => {
    const { layout, owed: rows } = owed([HEADER, ...statement.slice(3).reverse()]);
    expect(layout).toMatchObject({ runningBalance: true, columns: { amount: 'Balance' } });
    expect(rows.map(([name, cents, age]) => [name, cents, age]).sort()).toEqual([
      ['DOE, JANE', 2500, 20],
      ['ROE, RICK', 6000, 10],
      ['SMITH, JOHN', 45000, 90],
    ]);
  });

  it("reads a statement sorted by date, agents' lines interleaved", () => {
    const { layout, owed: rows } = owed([
      ['Agent Account Activity'],
      ['Date', 'Agent ID', 'Agent Name', 'Description', 'Debit', 'Credit', 'Balance'],
      ['09/01/2026', 'J1', 'Keller, Ann', 'Chargeback', '300.00', '', '300.00'],
      ['09/02/2026', 'J2', 'Lowe, Bart', 'Chargeback', '500.00', '', '500.00'],
      ['09/10/2026', 'J1', 'Keller, Ann', 'Commission offset', '', '100.00', '200.00'],
      ['09/15/2026', 'J2', 'Lowe, Bart', 'Commission offset', '', '50.00', '450.00'],
      ['10/01/2026', 'J1', 'Keller, Ann', 'Chargeback', '25.00', '', '225.00'],
      ['10/05/2026', 'J3', 'Marsh, Cleo', 'Chargeback', '60.00', '', '60.00'],
    ]);
    expect(layout.runningBalance).toBe(true);
    expect(rows.map(([name, cents]) => [name, cents])).toEqual([
      ['Keller, Ann', 22500],
      ['Lowe, Bart', 45000],
      ['Marsh, Cleo', 6000],
    ]);
  });

  it('reads a running balance beside one signed amount column, oldest or newest line first', () => {
    const lines: Cell[][] = [
      ['D100', 'Nakamura Yui', '06/01/2026', 'Advance chargeback P1', '500.00', '500.00'],
      ['D100', 'Nakamura Yui', '07/01/2026', 'Commission offset', '-200.00', '300.00'],
      ['D100', 'Nakamura Yui', '08/01/2026', 'Commission offset', '-300.00', '0.00'],
      ['D100', 'Nakamura Yui', '09/10/2026', 'Chargeback P2', '250.00', '250.00'],
      ['D100', 'Nakamura Yui', '10/01/2026', 'Chargeback P3', '100.00', '350.00'],
      ['D200', 'Fischer Hans', '05/15/2026', 'Chargeback P9', '1200.00', '1200.00'],
      ['D200', 'Fischer Hans', '06/15/2026', 'Commission offset', '-150.00', '1050.00'],
    ];
    const header = ['Agent Number', 'Agent Name', 'Trans Date', 'Transaction Description', 'Amount', 'Running Balance'];
    for (const order of [lines, [...lines].reverse()]) {
      const { layout, owed: rows } = owed([header, ...order]);
      expect(layout).toMatchObject({ runningBalance: true, columns: { amount: 'Running Balance' } });
      expect(rows.map(([name, cents, age]) => [name, cents, age]).sort()).toEqual([
        ['Fischer Hans', 105000, 199],
        // Paid off on 08/01, owed again since 09/10.
        ['Nakamura Yui', 35000, 81],
      ]);
    }
  });

  it('sums the lines as before when there are no Debit and Credit columns', () => {
    const { layout, owed: rows } = owed([
      ['Agent Number', 'Agent Name', 'Balance'],
      ['A100', 'SMITH, JOHN', '500.00'],
      ['A100', 'SMITH, JOHN', '300.00'],
    ]);
    expect(layout.runningBalance).toBeUndefined();
    expect(rows.map(([name, cents]) => [name, cents])).toEqual([['SMITH, JOHN', 80000]]);
  });
});

describe('statements whose one amount column is signed by a transaction type', () => {
  it("owes each agent's last balance: a repayment printed as a positive amount runs the balance down", () => {
    const { layout, owed: rows } = owed([
      ['Agent Number', 'Agent Name', 'Date', 'Type', 'Amount', 'Balance'],
      ['A100', 'SMITH, JOHN', '09/01/2026', 'Advance', '500.00', '500.00'],
      ['A100', 'SMITH, JOHN', '10/01/2026', 'Repayment', '200.00', '300.00'],
      ['B200', 'DOE, JANE', '09/03/2026', 'Chargeback', '80.00', '80.00'],
      ['B200', 'DOE, JANE', '10/02/2026', 'Chargeback Recovery', '30.00', '50.00'],
    ]);
    expect(layout).toMatchObject({ runningBalance: true, columns: { amount: 'Balance' } });
    expect(layout.columns.transactionType).toBeUndefined();
    expect(rows).toEqual([
      ['SMITH, JOHN', 30000, 90, 2],
      ['DOE, JANE', 5000, 88, 2],
    ]);
  });
});
