import { describe, expect, it } from 'vitest';
import { moneyCell, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes per RFC 4180: commas, quotes and line breaks', () => {
    expect(toCsv(['Name', 'Note'], [['Smith, Jane', 'said "hi"\nthen left']])).toBe(
      'Name,Note\r\n"Smith, Jane","said ""hi""\nthen left"\r\n',
    );
  });

  it('neutralises text that a spreadsheet would run as a formula, keeps numbers as numbers', () => {
    const csv = toCsv(['A', 'B', 'C', 'D', 'E'], [['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', -12.5]]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),-12.5`);
  });

  it('writes money with two decimals, a credit unguarded (SPEC section 9)', () => {
    const cells = [2390.9, 7, -5, 0, 0.1 + 0.2, 1124.1].map(moneyCell);
    expect(toCsv(['A'], [cells]).split('\r\n')[1]).toBe('2390.90,7.00,-5.00,0.00,0.30,1124.10');
  });

  it('writes empty cells for null and undefined', () => {
    expect(toCsv(['A', 'B'], [[null, undefined]])).toBe('A,B\r\n,\r\n');
  });
});
