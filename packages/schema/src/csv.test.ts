import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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

  it('writes empty cells for null and undefined', () => {
    expect(toCsv(['A', 'B'], [[null, undefined]])).toBe('A,B\r\n,\r\n');
  });
});
