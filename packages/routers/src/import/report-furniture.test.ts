import { describe, expect, it } from 'vitest';
import { isPageFurniture, readPreamble } from './report-furniture';
import { parseReportTable } from './report-parser';
import type { Cell } from './values';

const today = new Date(2026, 10, 24);
const owed = (parsed: ReturnType<typeof parseReportTable>) =>
  parsed.records.map((r) => [r.writingNumber, r.amountCents]);

describe("a page's repeated title line, its page number in another cell", () => {
  const HEADER = ['Writing Number', 'Agent Name', 'Policy', 'Balance'];

  it.each([
    [
      ['Globe Life Chargeback Report', '', '', ''],
      ['Globe Life Chargeback Report', '', '', 'Page 2'],
    ],
    [
      ['ACME LIFE - AGENT DEBIT BALANCES', '', '', 'Page 1 of 3'],
      ['ACME LIFE - AGENT DEBIT BALANCES', '', '', 'Page 2 of 3'],
    ],
    [
      ['Run Date: 11/20/2026', '', '', 'Page 1'],
      ['Run Date: 11/20/2026', '', '', 'Page 2'],
    ],
    // The run date printed anew with its time on each page, and the page beside it.
    [
      ['Printed 11/20/2026 08:14 AM', '', '', ''],
      ['Printed 11/20/2026 08:15 AM', '', 'Page 2', ''],
    ],
    [
      ['Prepared by: Commission Accounting', '', '', ''],
      ['Prepared by: JDOE', 'Run Date: Nov 20, 2026', '', ''],
    ],
    // A title with a date a CSV split at its comma: "… as of October 31" | "2026".
    [
      ['Debit Balance Report as of October 31', '2026', '', ''],
      ['Debit Balance Report as of October 31', '2026', 'Page 2', ''],
    ],
    [
      ['ACME LIFE', 'AGENT DEBIT BALANCES', '', ''],
      ['ACME LIFE', 'AGENT DEBIT BALANCES', '', ''],
    ],
  ])('%j above the header: %j on a later page is no row, nor a row error', (title, repeated) => {
    const parsed = parseReportTable(
      [title, HEADER, ['40213', 'SMITH, JOHN', 'LB1', '100.00'], repeated, ['40214', 'DOE, JANE', 'LB2', '25.50']],
      today,
    );
    expect(owed(parsed)).toEqual([
      ['40213', 10000],
      ['40214', 2550],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.problems).toEqual([]);
  });

  it("keeps an agent's row with its amount missing a row error, whatever the title lines say", () => {
    const parsed = parseReportTable(
      [
        ['Globe Life Chargeback Report', '', '', 'Page 1'],
        ['Agent #:', '40213', 'Agent Name:', 'SMITH JOHN'],
        HEADER,
        ['40213', 'SMITH JOHN', 'LB1', '100.00'],
        ['Globe Life Chargeback Report', '', '', 'Page 2'],
        ['40213', 'SMITH JOHN', '', ''],
        ['40214', 'Page 2', '', ''],
        ['40215', '', '', 'Page 2'],
        ['Globe Life Chargeback Report', 'LB9', '', ''],
        ['40216', 'LEE PAT', 'LB3', '30.00'],
        ['40217', 'KING ANN', 'LB4', '40.00'],
        ['40218', 'HALE IDA', 'LB5', '50.00'],
      ],
      today,
    );
    expect(owed(parsed)).toEqual([
      ['40213', 10000],
      ['40216', 3000],
      ['40217', 4000],
      ['40218', 5000],
    ]);
    expect(parsed.errors).toEqual([
      'Row 6: the amount "" is not a number',
      'Row 7: the amount "" is not a number',
      'Row 8: the amount "Page 2" is not a number',
      'Row 9: the amount "" is not a number',
    ]);
  });

  it("under a group heading, keeps a policy row with no amount that agent's row to review", () => {
    const parsed = parseReportTable(
      [
        ['Chargeback Detail by Writing Agent', '', '', ''],
        ['Run Date: 11/20/2026', '', '', ''],
        ['Policy Number', 'Insured Name', 'Chargeback Date', 'Chargeback Amount'],
        ['Jane Doe (40213)', '', '', ''],
        ['LB1001', 'ROE, RICK', '10/05/2026', '120.00'],
        ['Chargeback Detail by Writing Agent', '', '', 'Page 2'],
        ['Run Date: 11/20/2026', '', 'Page 2', ''],
        ['LB1002', '', '10/06/2026', ''],
        ['', '', '10/06/2026', ''],
        ['Page 2 of 3', 'LB1006', '', ''],
        ['LB1003', 'POE, EDGAR', '10/08/2026', '30.00'],
        ['LB1004', 'FOX, AL', '10/09/2026', '40.00'],
        ['LB1005', 'GUY, BO', '10/10/2026', '50.00'],
      ],
      today,
    );
    expect(owed(parsed)).toEqual([
      ['40213', 12000],
      ['40213', 3000],
      ['40213', 4000],
      ['40213', 5000],
    ]);
    expect(parsed.problems.map((p) => [p.rowNumber, p.writingNumber, p.reason])).toEqual([
      [8, '40213', 'the amount "" is not a number'],
      [9, '40213', 'the amount "" is not a number'],
      [10, '40213', 'the amount "" is not a number'],
    ]);
  });
});

describe('isPageFurniture', () => {
  const preamble = readPreamble(
    {
      name: null,
      rows: [
        ['Globe Life Chargeback Report', '', 'Page 1'],
        ['Prepared by: Commission Accounting', '', ''],
        ['Agent:', 'W40213', ''],
      ] as Cell[][],
    },
    3,
  );

  it.each([
    [['Globe Life Chargeback Report']],
    [['Page 3 of 9']],
    [['Globe Life Chargeback Report', '', 'Page 2']],
    [['', '** Continued **', 'Page 2 of 3']],
    [['Prepared by: JDOE', 'Run Date: 11/20/2026']],
    [['Report Date: 2026-11-20', 'Page 2']],
    [['Agent:', 'W40213']],
  ])('reads %j as furniture', (texts) => {
    expect(isPageFurniture(texts, preamble)).toBe(true);
  });

  it.each([
    [['W40213', 'Globe Life Chargeback Report']],
    [['40213', 'SMITH JOHN']],
    [['Note: reversed', 'Page 2']],
    [['11/20/2026', 'Page 2']],
    [['Run Date: 45200', 'Page 2']],
    [['Globe Life Chargeback Report', 'LB1001']],
    [['']],
  ])('does not read %j as furniture', (texts) => {
    expect(isPageFurniture(texts, preamble)).toBe(false);
  });
});

describe("a report's closing count: no person, no error, no amount owed", () => {
  const closing: Cell[][] = [
    ['Total Records: 3', '', '', ''],
    ['Count 3', '', '', ''],
    ['', '3 records', '', ''],
    ['Number of Policies: 3', '', '', ''],
    ['Records Printed', '3', '', ''],
    // The count where the balance goes, and a total beside the count's number.
    ['Record Count', '', '', '3'],
    ['', 'Policy Count', '', '3'],
    ['Count 3', '', '', '360.00'],
  ];

  it('leaves them out under a report that names the agent on each row', () => {
    const parsed = parseReportTable(
      [
        ['Writing Number', 'Agent Name', 'Policy', 'Balance'],
        ['W1', 'LEE, ANN', 'P1', '100.00'],
        ['W2', 'MOSS, BEN', 'P2', '200.00'],
        ['W3', 'NASH, CY', 'P3', '60.00'],
        ...closing,
      ],
      today,
    );
    expect(owed(parsed)).toEqual([
      ['W1', 10000],
      ['W2', 20000],
      ['W3', 6000],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.problems).toEqual([]);
  });

  it('leaves them out under a report that names each agent in a heading, adding nothing to the last agent', () => {
    const parsed = parseReportTable(
      [
        ['Policy', 'Insured', 'Date', 'Balance'],
        ['Agent: W1 LEE, ANN', '', '', ''],
        ['P1', 'DOE, JANE', '10/01/2026', '100.00'],
        ['P2', 'ROE, RICK', '10/02/2026', '200.00'],
        ['Agent: W2 MOSS, BEN', '', '', ''],
        ['P3', 'POE, ED', '10/03/2026', '60.00'],
        ...closing,
      ],
      today,
    );
    expect(owed(parsed)).toEqual([
      ['W1', 10000],
      ['W1', 20000],
      ['W2', 6000],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('drops no amount with cents beside a count word: the row is read as any other', () => {
    const parsed = parseReportTable(
      [
        ['Writing Number', 'Agent Name', 'Policy', 'Balance'],
        ['W1', 'LEE, ANN', 'P1', '100.00'],
        ['Records', '', '', '12.50'],
      ],
      today,
    );
    const read = [...parsed.records, ...parsed.problems].map((row) => [row.rowNumber, row.amountCents]);
    expect(read).toContainEqual([3, 1250]);
  });
});
