import { describe, expect, it } from 'vitest';
import { parseReportTable } from './report-parser';
import { REPORT_VOCABULARY as REPORT_COLUMNS } from './report-vocabulary';
import { headerKey, mapHeader, synonymIndex } from './synonyms';
import type { Cell } from './values';

const today = new Date(2026, 9, 31);

describe('header synonyms', () => {
  const index = synonymIndex(REPORT_COLUMNS);

  it('ignores case, spaces and punctuation, and reads "#" and "No." as "number"', () => {
    expect(headerKey('Writing #')).toBe(headerKey('writing number'));
    expect(headerKey('Agent No.')).toBe(headerKey('Agent Number'));
    expect(headerKey(' AGENT_NAME ')).toBe(headerKey('Agent Name'));
    expect(headerKey('Age (Days)')).toBe(headerKey('age days'));
  });

  it.each([
    ['writingNumber', REPORT_COLUMNS.writingNumber],
    ['npn', REPORT_COLUMNS.npn],
    ['name', REPORT_COLUMNS.name],
    ['amount', REPORT_COLUMNS.amount],
    ['date', REPORT_COLUMNS.date],
    ['days', REPORT_COLUMNS.days],
  ])('maps every spelling of %s', (field, spellings) => {
    for (const spelling of spellings) {
      expect(mapHeader([spelling.toUpperCase()], index).get(field as never), spelling).toBe(0);
    }
  });

  it('ignores unknown columns and keeps the first of two columns for one field', () => {
    const columns = mapHeader(['Status', 'Balance', 'Region', 'Amount'], index);
    expect([...columns.entries()]).toEqual([['amount', 1]]);
  });
});

describe('parseReportTable', () => {
  it('finds the header below title lines, skips blank rows and the Total row, and counts data rows', () => {
    const rows: Cell[][] = [
      ['ACME Agent Debt Report'],
      ['As of 10/31/2026'],
      [],
      ['Writing #', 'Agent Name', 'NPN', 'Chargeback Balance', 'Chargeback Date', 'Status'],
      ['AM1', 'Ann One', '100', '$1,234.56', '10/21/2026', 'Active'],
      ['', '', '', '', '', ''],
      ['AM2', 'Bob Two', 200, '(10.00)', new Date(2026, 9, 1), 'Active'],
      ['Total', '', '', '$1,224.56', '', ''],
    ];
    expect(parseReportTable(rows, today)).toEqual({
      recordsProcessed: 2,
      errors: [],
      rowErrors: [],
      problems: [],
      layout: {
        source: 'detected',
        sheet: null,
        headerRow: 4,
        columns: {
          writingNumber: 'Writing #',
          name: 'Agent Name',
          npn: 'NPN',
          amount: 'Chargeback Balance',
          date: 'Chargeback Date',
        },
        summaryRowsSkipped: 1,
      },
      records: [
        { rowNumber: 5, writingNumber: 'AM1', npn: '100', name: 'Ann One', amountCents: 123456, ageDays: 10 },
        { rowNumber: 7, writingNumber: 'AM2', npn: '200', name: 'Bob Two', amountCents: -1000, ageDays: 30 },
      ],
    });
  });

  it('joins First Name and Last Name and takes the age from a days column', () => {
    const rows: Cell[][] = [
      ['Producer ID', 'Last Name', 'First Name', 'NPN', 'Unearned Advance Balance', 'Days Outstanding'],
      ['AE1', 'Moore', 'Maria', 17000037, 639.36, 114],
    ];
    expect(parseReportTable(rows, today).records).toEqual([
      { rowNumber: 2, writingNumber: 'AE1', npn: '17000037', name: 'Maria Moore', amountCents: 63936, ageDays: 114 },
    ]);
  });

  it('takes rows identified by any one of writing number, NPN or name; no age without a date (ages go on)', () => {
    const rows: Cell[][] = [
      ['Agent Code', 'NPN', 'Producer Name', 'Amount Owed'],
      ['X1', '', '', '1'],
      ['', '9', '', '2'],
      ['', '', 'Lee, Pat', '3'],
    ];
    const parsed = parseReportTable(rows, today);
    expect(parsed.records.map((r) => [r.writingNumber, r.npn, r.name, r.amountCents, r.ageDays])).toEqual([
      ['X1', null, null, 100, null],
      [null, '9', null, 200, null],
      [null, null, 'Lee, Pat', 300, null],
    ]);
  });

  it("reads a date column's serials written as text (a workbook saved as CSV), and only there", () => {
    const rows: Cell[][] = [
      ['Agent #', 'Name', 'Debt', 'Debt Date'],
      ['40213', 'Ann', '7.00', '10/01/2026'],
      // 46296 is 2026-10-01 as a spreadsheet serial; five digits outside 2000-2099 are no date.
      ['40214', 'Bo', '7.00', '46296'],
      ['40215', 'Cy', '7.00', '12345'],
    ];
    const parsed = parseReportTable(rows, today);
    expect(parsed.records.map((r) => [r.writingNumber, r.ageDays])).toEqual([
      ['40213', 30],
      ['40214', 30],
    ]);
    expect(parsed.errors).toEqual(['Row 4: the date "12345" is not a date']);
  });

  it('reports each bad row as "Row N: why" with the row number a person sees', () => {
    const rows: Cell[][] = [
      ['Report'],
      ['Agent #', 'Name', 'Debt', 'Debt Date', 'Days'],
      ['A1', 'Ann', 'lots', '10/01/2026', ''],
      ['', '', '', '', '3'],
      ['A3', 'Cy', '7.00', '13/45/2026', ''],
      ['A4', 'Di', '7.00', '', 'soon'],
      ['A5', 'Ed', '7.00', '', '12'],
    ];
    const parsed = parseReportTable(rows, today);
    expect(parsed.errors).toEqual([
      'Row 3: the amount "lots" is not a number',
      'Row 4: no writing number, NPN or name',
      'Row 5: the date "13/45/2026" is not a date',
      'Row 6: the days "soon" are not a whole number',
    ]);
    expect(parsed.recordsProcessed).toBe(5);
    // Rows naming someone but unreadable go to review with their cells; the row naming no one cannot.
    expect(parsed.problems.map((p) => [p.rowNumber, p.writingNumber, p.amountCents, p.raw])).toEqual([
      [3, 'A1', null, { 'Agent #': 'A1', Name: 'Ann', Debt: 'lots', 'Debt Date': '10/01/2026' }],
      [5, 'A3', 700, { 'Agent #': 'A3', Name: 'Cy', Debt: '7.00', 'Debt Date': '13/45/2026' }],
      [6, 'A4', 700, { 'Agent #': 'A4', Name: 'Di', Debt: '7.00', Days: 'soon' }],
    ]);
    expect(parsed.records).toEqual([
      { rowNumber: 7, writingNumber: 'A5', npn: null, name: 'Ed', amountCents: 700, ageDays: 12 },
    ]);
  });

  it('finds a header below a long preamble, and refuses one past the first 100 rows, saying what it found', () => {
    const preamble = (n: number) => Array.from({ length: n }, (_, i): Cell[] => [`Statement line ${i + 1}`]);
    const found = parseReportTable([...preamble(60), ['NPN', 'Balance'], ['1234567', '2.00']], today);
    expect(found.layout.headerRow).toBe(61);
    expect(found.records).toHaveLength(1);
    expect(() => parseReportTable([...preamble(100), ['NPN', 'Balance'], ['1', '2']], today)).toThrow(
      /No header row found in the first 100 rows.*Map the columns under Companies → Report layout/,
    );
  });
});
