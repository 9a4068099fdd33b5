import { describe, expect, it } from 'vitest';
import {
  cellText,
  daysSince,
  npnDigits,
  parseBirthDate,
  parseDate,
  parseDays,
  parseMoneyCents,
  rowTexts,
} from './values';

describe('parseMoneyCents', () => {
  it.each([
    ['1234.56', 123456],
    ['$1,234.56', 123456],
    ['-1,234.56', -123456],
    ['(1,234.56)', -123456],
    ['$(1,234.56)', -123456],
    ['-$12.00', -1200],
    ['$ 12', 1200],
    ['1,234.56-', -123456],
    ['.5', 50],
    ['0', 0],
    ['1,000,000.10', 100000010],
    ['412.5', 41250],
    ['$281', 28100],
    ['1,234.56 DR', 123456],
    ['1,234.56 CR', -123456],
    // A debit written "DB", as some statements print it.
    ['$310.45 DB', 31045],
    ['DB 12.00', 1200],
    ['12.00 (DB)', 1200],
    ['CR 12.00', -1200],
    ['DR $12.00', 1200],
    ['(12.00) CR', 1200],
    ['12.00-', -1200],
    ['USD 1,000.00', 100000],
    ['1,000.00 USD', 100000],
    ['US$ 12.00', 1200],
    ['12.00 USD CR', -1200],
    ['\u2212125.00', -12500],
    [' $ -   ', 0],
    ['-', 0],
    ['$-', 0],
    ['\u2013 12.50', -1250],
    ['+12.00', 1200],
    ['-.50', -50],
    ['-.5', -50],
    ['$-.75', -75],
    ['-$.75', -75],
    ['(.50)', -50],
    // A database export's numeric(12,4): zeros past the cents.
    ['125.5000', 12_550],
    ['$1,200.000', 120_000],
    ['(42.1000)', -4_210],
    ['12.3400 CR', -1_234],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseMoneyCents(text)).toBe(cents);
  });

  it('reads spreadsheet number cells exactly, without float drift', () => {
    expect(parseMoneyCents(1594.68)).toBe(159468);
    expect(parseMoneyCents(-136.32)).toBe(-13632);
    expect(parseMoneyCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds a number cell with fractions of a cent as the cell shows it: half away from zero', () => {
    expect(parseMoneyCents(1.005)).toBe(101);
    expect(parseMoneyCents(-1.005)).toBe(-101);
    expect(parseMoneyCents(100 / 3)).toBe(3333);
    expect(parseMoneyCents(2.675)).toBe(268);
    expect(parseMoneyCents(1.0049)).toBe(100);
    expect(parseMoneyCents(-0.001)).toBe(0);
    expect(Object.is(parseMoneyCents(-0.001), -0)).toBe(false);
    expect(parseMoneyCents(123456789.125)).toBe(12345678913);
  });

  it.each([
    'lots',
    '',
    '1.234',
    '10.005',
    '12.3401',
    '12,34.00',
    '$',
    '1e5',
    '--5',
    'DR',
    'CRDR',
    '12.00 XX',
    'USD',
    '+-5',
    '12.00 EUR',
  ])('refuses %j', (text) => {
    expect(parseMoneyCents(text)).toBeNull();
  });

  it('reads every form of plain money as the full reading does (a space in front takes the full reading)', () => {
    const figures = ['0', '7', '12', '281', '1234', '1,234', '12,345,678', '0012', '1,23', '12,3456'];
    const fractions = ['', '.5', '.50', '.05', '.123', '.'];
    let read = 0;
    for (const figure of figures) {
      for (const fraction of fractions) {
        for (const [before, after] of [
          ['', ''],
          ['$', ''],
          ['-', ''],
          ['$-', ''],
          ['-$', ''],
          ['(', ')'],
          ['($', ')'],
          ['(-', ')'],
          ['($-', ')'],
          ['(', ''],
          ['', ')'],
          ['$(', ')'],
          ['', '-'],
        ]) {
          const text = `${before}${figure}${fraction}${after}`;
          expect(parseMoneyCents(text), text).toBe(parseMoneyCents(` ${text}`));
          if (parseMoneyCents(text) !== null) read++;
        }
      }
    }
    expect(read).toBeGreaterThan(300);
  });

  it('reads the marks of ledgers: "(CR)" in parentheses, a credit in angle brackets, a double-dash zero', () => {
    expect(parseMoneyCents('12.00 (CR)')).toBe(-1200);
    expect(parseMoneyCents('(DR) 12.00')).toBe(1200);
    expect(parseMoneyCents('<50.00>')).toBe(-5000);
    expect(parseMoneyCents('<$1,000.00>')).toBe(-100000);
    expect(parseMoneyCents('--')).toBe(0);
    expect(parseMoneyCents('<50.00')).toBeNull();
    expect(parseMoneyCents('---')).toBeNull();
  });

  it('refuses non-finite numbers', () => {
    expect(parseMoneyCents(Number.NaN)).toBeNull();
    expect(parseMoneyCents(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('parseDate', () => {
  it.each([
    ['10/31/2026', '2026-10-31'],
    ['1/2/2026', '2026-01-02'],
    ['10/12/26', '2026-10-12'],
    ['01/01/75', '1975-01-01'],
    ['2026-10-31', '2026-10-31'],
    ['2026-10-31T08:00:00Z', '2026-10-31'],
    ['10-31-2026', '2026-10-31'],
    ['2026-10-03T14:22:05.000Z', '2026-10-03'],
    ['2026/10/03', '2026-10-03'],
    ['20261003', '2026-10-03'],
    ['2026.10.03', '2026-10-03'],
    [20261003, '2026-10-03'],
    ['Oct 3, 2026', '2026-10-03'],
    ['October 3 2026', '2026-10-03'],
    ['Sept. 30, 2026', '2026-09-30'],
    ['3-Oct-2026', '2026-10-03'],
    ['03 OCT 26', '2026-10-03'],
    ['10/31/2026 11:59 PM', '2026-10-31'],
    ['Oct-01-2026', '2026-10-01'],
    ['Thursday, October 1, 2026', '2026-10-01'],
    ['Thu, Oct 1, 2026', '2026-10-01'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    '13/45/2026',
    '02/30/2026',
    '2026-13-01',
    'yesterday',
    '31.10.2026',
    'Foo 3, 2026',
    '30-Feb-2026',
    20261399,
    // Day or month first? Dots are read neither way.
    '10.01.2026',
    'Thursday',
  ])('refuses %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it('reads spreadsheet date cells by their local calendar day and serial numbers from 1899-12-30', () => {
    expect(parseDate(new Date(2026, 8, 17))).toBe('2026-09-17');
    expect(parseDate(46282)).toBe('2026-09-17');
    expect(parseDate(new Date(Number.NaN))).toBeNull();
    expect(cellText(new Date(2026, 8, 17))).toBe('2026-09-17');
  });
});

describe('parseBirthDate', () => {
  const today = new Date(2026, 10, 23);
  it('puts a two-digit year that would be in the future in the previous century', () => {
    expect(parseBirthDate('01/01/60', today)).toBe('1960-01-01');
    expect(parseBirthDate('01/01/05', today)).toBe('2005-01-01');
    expect(parseBirthDate('01/01/2060', today)).toBe('2060-01-01');
    expect(parseBirthDate('1960-01-01', today)).toBe('1960-01-01');
    expect(parseBirthDate('02/30/60', today)).toBeNull();
    expect(parseBirthDate('03 OCT 60', today)).toBe('1960-10-03');
  });

  it('reads a four-digit year as written, in the future too (never a century earlier)', () => {
    expect(parseBirthDate('2030-05-05', today)).toBe('2030-05-05');
    expect(parseBirthDate('2099-12-31', today)).toBe('2099-12-31');
    expect(parseBirthDate('2026-12-25', today)).toBe('2026-12-25');
    expect(parseBirthDate('12-25-2026', today)).toBe('2026-12-25');
    expect(parseBirthDate('1960-01-05', today)).toBe('1960-01-05');
  });
});

describe('parseDays and daysSince', () => {
  it('reads whole days', () => {
    expect(parseDays('114')).toBe(114);
    expect(parseDays('114 days')).toBe(114);
    expect(parseDays(63)).toBe(63);
    expect(parseDays('-3')).toBeNull();
    expect(parseDays('soon')).toBeNull();
  });

  it('counts days up to today and never below zero', () => {
    const today = new Date(2026, 10, 23);
    expect(daysSince('2026-10-31', today)).toBe(23);
    expect(daysSince('2025-11-23', today)).toBe(365);
    expect(daysSince('2027-01-01', today)).toBe(0);
  });
});

describe('npnDigits', () => {
  it('reads an NPN as a spreadsheet gives it: a number cell, spaces, a ".0", thousands separators', () => {
    for (const [cell, npn] of [
      ['19900004', '19900004'],
      ['0019900004', '0019900004'],
      [' 19900004 ', '19900004'],
      ['19900004.0', '19900004'],
      ['19,900,004', '19900004'],
      [19900004, '19900004'],
      ['0', '0'],
    ] as const) {
      expect(npnDigits(cell), String(cell)).toBe(npn);
    }
  });

  it('is null for what is not an NPN', () => {
    for (const cell of ['1.99E+07', '12345678901', 'NPN123', '19900004.5', '', 19900004.5, null]) {
      expect(npnDigits(cell), String(cell)).toBeNull();
    }
  });
});

describe('rowTexts', () => {
  it('gives each cell as cellText does, trimmed of every kind of space, whatever the row holds', () => {
    const rows = [
      ['W0001', 'SMITH, JOHN', '$1,234.56', '1/15/2026'],
      ['', 'JONES', ''],
      [' W0002', 'DOE\t', '\u00a0(12.00)', '12.00\u3000', '\ufeffX'],
      ['A', 12.5, null, undefined, true],
      ['A', new Date(2026, 0, 15)],
      ['ÉMILE', 'Ω', '–12.00'],
      [],
    ];
    for (const row of rows) expect(rowTexts(row)).toEqual(row.map(cellText));
  });
});
