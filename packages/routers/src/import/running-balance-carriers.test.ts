import { describe, expect, it } from 'vitest';
import { leaveOutOtherCarriers } from './report-carriers';
import { groupReportRows } from './report-groups';
import { parseReportTable } from './report-parser';
import type { Cell } from './values';

/**
 * An agency system's statement with a Carrier column and a running Balance per agent: one agent's
 * Aetna and Foresters lines interleaved, each carrier's balance running on its own. Read per agent
 * only, the balances did not run (the Debit and Balance columns were refused as two balances, or
 * each line's balance was added up), or the agent's last line was billed whichever carrier it was for.
 */
const today = new Date(Date.UTC(2026, 10, 30));
const carriers = [
  { id: 1, name: 'American Amicable', code: 'AMAM' },
  { id: 2, name: 'Aetna', code: 'AETNA' },
  { id: 3, name: 'Foresters Financial', code: 'FORESTERS' },
];
const [, aetna, foresters] = carriers;

/** What each agent owes the carrier uploaded to, in cents, with the lines said about the rows left out. */
function readFor(uploaded: (typeof carriers)[number], rows: Cell[][]) {
  const parsed = parseReportTable(rows, today);
  const report = leaveOutOtherCarriers(parsed, uploaded, carriers);
  return {
    layout: parsed.layout,
    owed: groupReportRows(report.records, report.problems).map((group) => [group.name, group.cents, group.ageDays]),
    errors: report.errors,
    processed: report.recordsProcessed,
  };
}

const DEBIT_CREDIT: Cell[][] = [
  ['Agent Account Statement'],
  ['Date', 'Carrier', 'Agent ID', 'Agent Name', 'Description', 'Debit', 'Credit', 'Balance'],
  ['09/01/2026', 'Aetna', 'J1', 'Keller, Ann', 'Chargeback', '300.00', '', '300.00'],
  ['09/02/2026', 'Foresters', 'J1', 'Keller, Ann', 'Advance', '1000.00', '', '1000.00'],
  ['09/10/2026', 'Aetna', 'J1', 'Keller, Ann', 'Commission offset', '', '100.00', '200.00'],
  ['09/20/2026', 'Foresters', 'J1', 'Keller, Ann', 'Commission offset', '', '250.00', '750.00'],
  ['10/01/2026', 'Aetna', 'J2', 'Lowe, Bart', 'Chargeback', '80.25', '', '80.25'],
  ['10/05/2026', 'Aetna', 'J1', 'Keller, Ann', 'Chargeback', '25.10', '', '225.10'],
  ['10/31/2026', 'Foresters', 'J1', 'Keller, Ann', 'Commission offset', '', '50.00', '700.00'],
];

describe('a running balance per agent and carrier (a Carrier column)', () => {
  it("bills Aetna's last balance under Aetna and leaves every Foresters line out with the usual line", () => {
    const read = readFor(aetna!, DEBIT_CREDIT);
    expect(read.layout).toMatchObject({ runningBalance: true, columns: { amount: 'Balance', carrier: 'Carrier' } });
    expect(read.owed).toEqual([
      // 300.00 since 09/01, less 100.00, plus 25.10: never back to zero, owed since 09/01.
      ['Keller, Ann', 22_510, 90],
      ['Lowe, Bart', 8_025, 60],
    ]);
    expect(read.errors).toEqual([
      'Rows 4, 6, 9: for Foresters Financial, not Aetna; not read here. Upload the file under Foresters Financial for them.',
    ]);
    expect(read.processed).toBe(7);
  });

  it("bills Foresters' last balance under Foresters, the reverse", () => {
    const read = readFor(foresters!, DEBIT_CREDIT);
    expect(read.owed).toEqual([['Keller, Ann', 70_000, 89]]);
    expect(read.errors).toEqual([
      'Rows 3, 5, 7, 8: for Aetna, not Foresters Financial; not read here. Upload the file under Aetna for them.',
    ]);
  });

  it('reads one signed Amount and a Running Balance the same, newest line first too', () => {
    const header = ['Carrier Name', 'Agent Number', 'Agent Name', 'Trans Date', 'Amount', 'Running Balance'];
    const lines: Cell[][] = [
      ['Aetna', 'D100', 'Nakamura Yui', '06/01/2026', '500.00', '500.00'],
      ['Foresters', 'D100', 'Nakamura Yui', '06/02/2026', '40.00', '40.00'],
      ['Aetna', 'D100', 'Nakamura Yui', '07/01/2026', '-500.00', '0.00'],
      ['Foresters', 'D100', 'Nakamura Yui', '07/02/2026', '19.99', '59.99'],
      ['Aetna', 'D100', 'Nakamura Yui', '09/10/2026', '250.00', '250.00'],
    ];
    for (const order of [lines, [...lines].reverse()]) {
      const underAetna = readFor(aetna!, [header, ...order]);
      expect(underAetna.layout).toMatchObject({ runningBalance: true, columns: { amount: 'Running Balance' } });
      // Paid off on 07/01, owed again since 09/10.
      expect(underAetna.owed).toEqual([['Nakamura Yui', 25_000, 81]]);
      const underForesters = readFor(foresters!, [header, ...order]);
      expect(underForesters.owed).toEqual([['Nakamura Yui', 5_999, 181]]);
      expect(underForesters.errors).toEqual([
        'Rows 2, 4, 6: for Aetna, not Foresters Financial; not read here. ' + 'Upload the file under Aetna for them.',
      ]);
    }
  });

  it("reads an agent's one running balance across carriers as before, when the lines run so", () => {
    // Each agent's one balance, whichever carrier a line is for: the agent's last line is the balance.
    const rows: Cell[][] = [
      ['Date', 'Carrier', 'Agent ID', 'Agent Name', 'Debit', 'Credit', 'Balance'],
      ['09/01/2026', 'Aetna', 'J1', 'Keller, Ann', '300.00', '', '300.00'],
      ['09/02/2026', 'Aetna', 'J1', 'Keller, Ann', '', '100.00', '200.00'],
      ['09/03/2026', 'Foresters', 'J1', 'Keller, Ann', '50.00', '', '250.00'],
      ['09/04/2026', 'Foresters', 'J1', 'Keller, Ann', '', '10.00', '240.00'],
    ];
    const parsed = parseReportTable(rows, today);
    expect(parsed.layout.runningBalance).toBe(true);
    expect(parsed.records.map((record) => [record.name, record.amountCents, record.carrier])).toEqual([
      ['Keller, Ann', 24_000, 'Foresters'],
    ]);
  });

  it("without a Carrier column, reads each agent's one running balance as before", () => {
    const rows = DEBIT_CREDIT.map((row) => row.filter((_, column) => column !== 1));
    // Ann's Aetna and Foresters lines do not run as one balance: the two balance columns are refused as before.
    expect(() => parseReportTable(rows, today)).toThrow(/Two columns could be the balance owed: "Debit" and "Balance"/);
    const aetnaOnly = DEBIT_CREDIT.filter((row) => row[1] !== 'Foresters').map((row) =>
      row.filter((_, column) => column !== 1),
    );
    const parsed = parseReportTable(aetnaOnly, today);
    expect(parsed.layout.runningBalance).toBe(true);
    expect(parsed.records.map((record) => [record.name, record.amountCents, record.lineRows])).toEqual([
      ['Keller, Ann', 22_510, undefined],
      ['Lowe, Bart', 8_025, undefined],
    ]);
  });
});
