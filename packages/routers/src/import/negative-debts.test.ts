import { describe, expect, it } from 'vitest';
import { namesDebt, saysReversal } from './negative-debts';
import { parseReportTable } from './report-parser';

const today = new Date(2026, 10, 24);
const HEADER = ['Agent NPN', 'Agent Name', 'Policy Number', 'Clawback Date', 'Clawback Amount', 'Reason'];
const CLAWBACKS = [
  HEADER,
  ['17000001', 'William Smith', 'ET100001', '2026-10-02', '-300.00', 'Lapse within 6 months'],
  ['17000001', 'William Smith', 'ET100002', '2026-10-09', '-150.00', 'Lapse'],
  ['17000001', 'William Smith', 'ET100002', '2026-10-20', '150.00', 'Reinstated - clawback reversed'],
  ['17000002', 'Maria Garcia', 'ET100010', '2026-09-12', '-80.00', 'Not taken'],
  ['17000005', 'Deborah Harris', 'ET100020', '2026-10-25', '-45.00', 'Cancelled'],
];

/** What each agent owes by the records read, in cents, by NPN. */
function owed(parsed: ReturnType<typeof parseReportTable>): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const r of parsed.records) sums[r.npn!] = (sums[r.npn!] ?? 0) + r.amountCents;
  return sums;
}

const refusal = (rows: string[][]) => {
  try {
    parseReportTable(rows, today);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('a debt column whose amounts are mostly below zero', () => {
  it('is read turned round when every positive row’s reason says it reversed one', () => {
    const parsed = parseReportTable(CLAWBACKS, today);
    expect(owed(parsed)).toEqual({ '17000001': 30_000, '17000002': 8_000, '17000005': 4_500 });
    expect(parsed.layout.reversalsTakenOff).toBe(1);
  });

  it('is refused, saying where to set the sign, when a positive row does not say so', () => {
    const rows = CLAWBACKS.map((row, i) => (i === 3 ? [...row.slice(0, 5), 'Adjustment'] : row));
    expect(refusal(rows)).toBe(
      'Most amounts in "Clawback Amount" are below zero (4 of 5 rows), though the column names a debt: this ' +
        'carrier may print what agents owe as negative numbers (the 1 row above zero then taken off, as ' +
        'reversals), or the rows below zero are credits. Say how amounts owed are shown under Companies → Report ' +
        'layout; nothing was imported.',
    );
  });

  it('is refused with no reason column, or when a negative row says reversed as well', () => {
    expect(refusal(CLAWBACKS.map((row) => row.slice(0, 5)))).toMatch(/^Most amounts in "Clawback Amount"/);
    const reversedBoth = CLAWBACKS.map((row, i) => (i === 1 ? [...row.slice(0, 5), 'Commission reversed'] : row));
    expect(refusal(reversedBoth)).toMatch(/^Most amounts in "Clawback Amount"/);
  });

  it('leaves a debt column with a few credits, and a balance with most agents in credit, as printed', () => {
    const fewCredits = [
      HEADER,
      ['17000001', 'William Smith', 'ET100001', '2026-10-02', '300.00', 'Lapse within 6 months'],
      ['17000002', 'Maria Garcia', 'ET100010', '2026-09-12', '80.00', 'Not taken'],
      ['17000005', 'Deborah Harris', 'ET100020', '2026-10-25', '-45.00', 'Overpaid'],
    ];
    expect(owed(parseReportTable(fewCredits, today))).toEqual({
      '17000001': 30_000,
      '17000002': 8_000,
      '17000005': -4_500,
    });
    const credits = [
      ['Agent NPN', 'Agent Name', 'Balance'],
      ['17000001', 'William Smith', '-300.00'],
      ['17000002', 'Maria Garcia', '-80.00'],
      ['17000005', 'Deborah Harris', '45.00'],
    ];
    expect(owed(parseReportTable(credits, today))).toEqual({
      '17000001': -30_000,
      '17000002': -8_000,
      '17000005': 4_500,
    });
  });
});

describe('the words', () => {
  it.each([
    ['Clawback Amount', true],
    ['Chargeback', true],
    ['Advance Balance', true],
    ['Debit Balance', true],
    ['Commission Reversal', true],
    ['Amount', false],
    ['Balance', false],
    ['Chargeback Recovery Amount', false],
  ] as const)('"%s" names a debt: %s', (header, debt) => {
    expect(namesDebt(header)).toBe(debt);
  });

  it.each([
    ['Reinstated - clawback reversed', true],
    ['Reversal', true],
    ['Policy reinstated', true],
    ['Reinstatement not approved', false],
    ['Lapse', false],
    ['', false],
  ] as const)('"%s" says a reversal: %s', (text, says) => {
    expect(saysReversal(text)).toBe(says);
  });
});
