import { describe, expect, it } from 'vitest';
import { columnMoneyForm } from './money-forms';
import { parseReportSheets } from './report-parser';
import type { Cell } from './values';

// A report saved with European or French-Canadian regional settings: money with a decimal comma,
// read only in delimited text and only when the column's values, together, say so.

const HEADER = ['Agent Code', 'Agent Name', 'Balance Due'];
const names = ['Ann One', 'Bo Two', 'Cy Three', 'Di Four', 'Ed Five', 'Flo Six'];
const report = (amounts: Cell[], delimited = true) => {
  const rows = [HEADER, ...amounts.map((amount, i) => [`W${i + 1}`, names[i]!, amount])];
  return parseReportSheets([{ name: null, rows, delimited }], new Date(2026, 10, 1));
};
const cents = (parsed: ReturnType<typeof report>) => parsed.records.map((record) => record.amountCents);

describe('decimal-comma money', () => {
  it('reads 1.234,56, 250,00, (1.000,00), -12,5 and spaced thousands exactly in delimited text', () => {
    const parsed = report(['1.234,56', '250,00', '(1.000,00)', '-12,5', '1 234,56', '1\u202f234,56 ']);
    expect(parsed.errors).toEqual([]);
    expect(cents(parsed)).toEqual([123_456, 25_000, -100_000, -1_250, 123_456, 123_456]);
  });

  it('reads US money as before: 1,234.56 and 1,234 alone are US, in delimited text or not', () => {
    expect(cents(report(['1,234.56', '250.00', '(1,000.00)']))).toEqual([123_456, 25_000, -100_000]);
    expect(cents(report(['1,234', '2,500']))).toEqual([123_400, 250_000]);
    expect(columnMoneyForm([['1,234'], ['12,345']], 0)).toBe('point');
  });

  it('reads a spreadsheet as before: its text 250,00 is not a number', () => {
    const parsed = report(['250,00', '12.00'], false);
    expect(cents(parsed)).toEqual([1_200]);
    expect(parsed.errors).toEqual(['Row 2: the amount "250,00" is not a number']);
  });

  it('reads neither form in a column mixing 1,234.56 and 250,00: each such row is a row error', () => {
    const parsed = report(['1,234.56', '250,00', '75']);
    expect(cents(parsed)).toEqual([7_500]);
    expect(parsed.errors).toEqual([
      'Row 2: the amount "1,234.56" is not read: the amount format is mixed, the column writing both 1,234.56 and ' +
        '1.234,56 (save the file with one format)',
      'Row 3: the amount "250,00" is not read: the amount format is mixed, the column writing both 1,234.56 and ' +
        '1.234,56 (save the file with one format)',
    ]);
  });

  it('reads a ledger debit and credit each by its own column', () => {
    const rows = [
      ['Agent Code', 'Agent Name', 'Debit', 'Credit'],
      ['W1', 'Ann One', '1.000,00', '250,50'],
      ['W2', 'Bo Two', '12,5', ''],
    ];
    const parsed = parseReportSheets([{ name: null, rows, delimited: true }], new Date(2026, 10, 1));
    expect(parsed.errors).toEqual([]);
    expect(cents(parsed)).toEqual([74_950, 1_250]);
  });
});
