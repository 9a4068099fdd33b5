import { describe, expect, it } from 'vitest';
import { leaveOutOtherCarriers } from './report-carriers';
import { groupReportRows } from './report-groups';
import { parseReportTable } from './report-parser';
import { carrierSpellings } from './running-balance-carrier-spellings';
import type { Cell } from './values';

/**
 * An agency statement's Carrier column spells one carrier several ways ("Aetna", "AETNA", "Aetna
 * Inc.", "Aetna Life Insurance Company"). Read as different carriers, an agent's Aetna balance did
 * not run (the statement was refused as having two balance columns), or each spelling's last line
 * was billed and they were added up.
 */
const today = new Date(Date.UTC(2026, 10, 30));
const carriers = [
  { id: 1, name: 'American Amicable', code: 'AMAM' },
  { id: 2, name: 'Aetna', code: 'AETNA' },
  { id: 3, name: 'Foresters Financial', code: 'FORESTERS' },
];
const [, aetna, foresters] = carriers;

function readFor(uploaded: (typeof carriers)[number], rows: Cell[][]) {
  const parsed = parseReportTable(rows, today);
  const report = leaveOutOtherCarriers(parsed, uploaded, carriers);
  return {
    layout: parsed.layout,
    owed: groupReportRows(report.records, report.problems).map((group) => [group.name, group.cents, group.ageDays]),
    errors: report.errors,
  };
}

const HEADER = ['Date', 'Carrier', 'Agent ID', 'Agent Name', 'Description', 'Debit', 'Credit', 'Balance'];

describe('a running balance per carrier with one carrier spelt several ways', () => {
  it("bills Aetna's last line across its spellings, once", () => {
    const rows: Cell[][] = [
      HEADER,
      ['09/01/2026', 'Aetna', 'J1', 'Keller, Ann', 'Chargeback', '300.00', '', '300.00'],
      ['09/02/2026', 'Foresters', 'J1', 'Keller, Ann', 'Advance', '1000.00', '', '1000.00'],
      ['09/10/2026', 'Aetna Life Insurance Company', 'J1', 'Keller, Ann', 'Offset', '', '100.00', '200.00'],
      ['09/20/2026', 'Foresters', 'J1', 'Keller, Ann', 'Offset', '', '250.00', '750.00'],
      ['10/01/2026', 'AETNA', 'J2', 'Lowe, Bart', 'Chargeback', '80.25', '', '80.25'],
      ['10/05/2026', 'AETNA', 'J1', 'Keller, Ann', 'Chargeback', '25.10', '', '225.10'],
      ['10/31/2026', 'Foresters Financial', 'J1', 'Keller, Ann', 'Offset', '', '50.00', '700.00'],
    ];
    const underAetna = readFor(aetna!, rows);
    expect(underAetna.layout).toMatchObject({
      runningBalance: true,
      columns: { amount: 'Balance', carrier: 'Carrier' },
    });
    // 300.00, less 100.00, plus 25.10: 225.10 owed since 09/01, not 300 + 200 + 225.10.
    expect(underAetna.owed).toEqual([
      ['Keller, Ann', 22_510, 90],
      ['Lowe, Bart', 8_025, 60],
    ]);
    const underForesters = readFor(foresters!, rows);
    expect(underForesters.owed).toEqual([['Keller, Ann', 70_000, 89]]);
    // Every Aetna line is named as left out, whichever way it was spelt.
    expect(underForesters.errors).toEqual([
      'Rows 2, 4, 6, 7: for Aetna, not Foresters Financial; not read here. Upload the file under Aetna for them.',
    ]);
  });

  it('reads the statement at all when the lines run only across the spellings', () => {
    const rows: Cell[][] = [
      HEADER,
      ['09/01/2026', 'Aetna', 'J1', 'Keller, Ann', 'Chargeback', '300.00', '', '300.00'],
      ['09/02/2026', 'Foresters', 'J1', 'Keller, Ann', 'Advance', '1000.00', '', '1000.00'],
      ['09/10/2026', 'Aetna Inc.', 'J1', 'Keller, Ann', 'Offset', '', '100.00', '200.00'],
      ['09/20/2026', 'Foresters', 'J1', 'Keller, Ann', 'Offset', '', '250.00', '750.00'],
      ['10/05/2026', 'Aetna', 'J1', 'Keller, Ann', 'Chargeback', '25.10', '', '225.10'],
    ];
    const underAetna = readFor(aetna!, rows);
    expect(underAetna.layout).toMatchObject({ runningBalance: true, columns: { amount: 'Balance' } });
    expect(underAetna.owed).toEqual([['Keller, Ann', 22_510, 90]]);
  });

  it('keeps two different carriers apart though their names share a word', () => {
    const rows: Cell[][] = [
      HEADER,
      ['09/01/2026', 'Mutual of Omaha', 'J1', 'Keller, Ann', 'Chargeback', '300.00', '', '300.00'],
      [
        '09/02/2026',
        'United of Omaha Life Insurance Company',
        'J1',
        'Keller, Ann',
        'Advance',
        '1000.00',
        '',
        '1000.00',
      ],
      ['09/10/2026', 'MUTUAL OF OMAHA', 'J1', 'Keller, Ann', 'Offset', '', '100.00', '200.00'],
      ['09/20/2026', 'United of Omaha', 'J1', 'Keller, Ann', 'Offset', '', '250.00', '750.00'],
    ];
    const parsed = parseReportTable(rows, today);
    expect(parsed.layout.runningBalance).toBe(true);
    expect(parsed.records.map((record) => [record.carrier, record.amountCents, record.lineRows])).toEqual([
      ['MUTUAL OF OMAHA', 20_000, [2, 4]],
      ['United of Omaha', 75_000, [3, 5]],
    ]);
  });
});

describe('carrierSpellings', () => {
  it('is one carrier for the spellings of one, and another for another', () => {
    const carrierOf = carrierSpellings([
      'Aetna',
      'AETNA',
      'Aetna Inc.',
      'Aetna Life Insurance Company',
      'Foresters',
      'The Independent Order of Foresters',
      'Foresters Financial',
      'American Amicable',
      'American Amicable Life Insurance Company of Texas',
    ]);
    const one = (...texts: string[]) => new Set(texts.map(carrierOf)).size;
    expect(one('Aetna', 'AETNA', ' aetna ', 'Aetna Inc.', 'Aetna Life Insurance Company')).toBe(1);
    expect(one('Foresters', 'Foresters Financial', 'The Independent Order of Foresters')).toBe(1);
    expect(one('American Amicable', 'American Amicable Life Insurance Company of Texas')).toBe(1);
    expect(one('Aetna', 'Foresters', 'American Amicable')).toBe(3);
    // A spelling not among those given is still read by its telling words.
    expect(carrierOf('Aetna Insurance Co')).toBe(carrierOf('Aetna'));
    expect(carrierOf('')).toBe(carrierOf(undefined));
  });

  it('never guesses: a short name two carriers share is neither', () => {
    const carrierOf = carrierSpellings(['Omaha', 'Mutual of Omaha', 'United of Omaha']);
    const keys = ['Omaha', 'Mutual of Omaha', 'United of Omaha'].map(carrierOf);
    expect(new Set(keys).size).toBe(3);
  });
});
