import { describe, expect, it } from 'vitest';
import { parseReportTable } from './report-parser';
import { isSectionTitle } from './report-row-shapes';
import { SECTION_WORDS } from './report-line-words';

const today = new Date(2026, 10, 24);
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

describe("a section's title alone on its row", () => {
  it.each(SECTION_WORDS.map((word) => [word]))('reads "%s" as a section title', (word) => {
    expect(isSectionTitle(capitalised(word))).toBe(true);
    expect(isSectionTitle(`Section 2 - ${capitalised(word)}`)).toBe(true);
  });

  it.each([
    'Pending Items',
    'Pending Chargebacks',
    'Section 2 - Reversals',
    'Adjustments',
    'PART II: NEW ADVANCES',
    'Reversals and Adjustments',
    '*** Prior Period Adjustments ***',
  ])('reads "%s" as a section title', (text) => {
    expect(isSectionTitle(text)).toBe(true);
  });

  it.each([
    'Pat Lee',
    'SMITH, JOHN',
    'New York Life',
    'Amanda Price',
    'A100',
    '40213',
    'Jane Doe (40213)',
    'and of the',
  ])('does not read "%s" as one', (text) => {
    expect(isSectionTitle(text)).toBe(false);
  });

  const SECTIONS = ['Pending Items', 'Pending Chargebacks', 'Section 2 - Reversals', 'Adjustments'];

  it.each(SECTIONS)('"%s" under a group heading is no row of that agent, nor a row error', (section) => {
    const parsed = parseReportTable(
      [
        ['Policy', 'Insured Name', 'Chargeback Amount'],
        [section, '', ''],
        ['Agent: 40213  SMITH, WILLIAM H', '', ''],
        ['RN1001', 'DOE, JANE', '120.00'],
        [section, '', ''],
        ['RN1002', 'ROE, RICHARD', '80.00'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['40213', 12000],
      ['40213', 8000],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.problems).toEqual([]);
  });

  it.each(SECTIONS)('"%s" where the agent\'s name goes is no person', (section) => {
    const parsed = parseReportTable(
      [
        ['Agent Name', 'Writing Number', 'Balance'],
        ['ONE, ANN', 'A1', '10.00'],
        [section, '', ''],
        ['TWO, BO', 'A2', '5.00'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.name, r.amountCents])).toEqual([
      ['ONE, ANN', 1000],
      ['TWO, BO', 500],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.problems).toEqual([]);
  });

  it("keeps a person's name alone on its row, its amount missing, a row to review", () => {
    const parsed = parseReportTable(
      [
        ['Agent Name', 'Balance'],
        ['ONE, ANN', '10.00'],
        ['Pat Lee', ''],
      ],
      today,
    );
    expect(parsed.problems.map((p) => [p.name, p.reason])).toEqual([['Pat Lee', 'the amount "" is not a number']]);
  });
});
