import { describe, expect, it } from 'vitest';
import { parseReportTable } from './report-parser';
import { statementDateAbove } from './statement-date';

const above = (...lines: (string | Date)[][]) =>
  statementDateAbove([...lines, ['Agent Number', 'Balance Due']], lines.length);

describe("the statement's date printed above the table", () => {
  it.each([
    ['Statement Date: 10/31/2026', '2026-10-31'],
    ['Statement Period: 10/01/2026 - 10/31/2026', '2026-10-31'],
    ['For the Period Ending October 31, 2026', '2026-10-31'],
    ['Balance As Of: 10/31/2026', '2026-10-31'],
    ['Agent Debit Balance Report as of 10/31/2026', '2026-10-31'],
    ['Period End: 2026-10-31', '2026-10-31'],
  ])('reads "%s"', (line, day) => {
    expect(above(['Acme Life'], [line])).toBe(day);
  });

  it("reads a title line a CSV split at its date's comma (not in quotes) as the line was written", () => {
    expect(above(['Acme Life'], ['Agent Debit Balance Report as of October 31', '2026'])).toBe('2026-10-31');
    expect(above(['Statement Date: October 31', ' 2026'])).toBe('2026-10-31');
    expect(above(['Statement Date: Oct 1', ' 2026 - Oct 31', ' 2026'])).toBe('2026-10-31');
    // A run date split the same way is still not the statement's.
    expect(above(['Run Date: November 3', ' 2026'])).toBe(null);
  });

  it('reads a label and its date in the next cell, text or a date cell', () => {
    expect(above(['Balance As Of:', '', '10/31/2026'])).toBe('2026-10-31');
    expect(above(['Statement Date', new Date(2026, 9, 31)])).toBe('2026-10-31');
  });

  it('does not take a print or run date, or a line without a date, for it', () => {
    expect(
      above(['Prepared: 11/03/2026'], ['Printed 11/20/2026 8:14 AM by JDOE'], ['Statement of Agent Balances']),
    ).toBe(null);
  });

  it('dates the rows of a table with no date column, as a Statement Date column would', () => {
    const parsed = parseReportTable(
      [
        ['Acme Life — Agent Balances'],
        ['Statement Date: 10/31/2026'],
        ['Agent Number', 'Agent Name', 'Balance Due'],
        ['70001', 'EVANS, AMY', '100.00'],
        ['70002', 'FOX, BEN', '50.00'],
      ],
      new Date(2026, 10, 24),
    );
    expect(parsed.records.map((r) => r.ageDays)).toEqual([24, 24]);
    expect(parsed.layout).toMatchObject({ dateIsAsOf: true, statementDate: '2026-10-31' });
  });

  it("takes the day printed above a table dated by its last activity as the statement's, the rows keeping their own", () => {
    const layoutOf = (title: string[][]) =>
      parseReportTable(
        [
          ...title,
          ['Writing Agent #', 'Agent Name', 'Debit Balance', 'Last Transaction Date'],
          ['000903', 'WASHINGTON, GEORGE T, JR', '1250.50', '09/15/2026'],
          ['001044', 'ADAMS, ABIGAIL', '35.00', '10/02/2026'],
        ],
        new Date(2026, 10, 24),
      );
    const printed = layoutOf([['Debit Balance Report as of October 31, 2026']]);
    expect(printed.records.map((r) => r.ageDays)).toEqual([70, 53]);
    // Before: 2026-10-02, the latest activity, though the report says it was drawn on the 31st.
    expect(printed.layout).toMatchObject({ dateIsAsOf: true, statementDate: '2026-10-31' });
    expect(layoutOf([['Debit Balance Report']]).layout).toMatchObject({ statementDate: '2026-10-02' });
  });
});
