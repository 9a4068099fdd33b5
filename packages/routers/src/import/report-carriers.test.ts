import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { classifyHeader } from './header-classify';
import { leaveOutOtherCarriers } from './report-carriers';
import { parseReportSheets, parseReportTable } from './report-parser';
import type { Cell } from './values';

const today = new Date(Date.UTC(2026, 10, 30));
const carriers = [
  { id: 1, name: 'American Amicable', code: 'AMAM' },
  { id: 2, name: 'Aetna', code: 'AETNA' },
  { id: 3, name: 'Foresters Financial', code: 'FORESTERS' },
  { id: 4, name: 'Mutual of Omaha', code: 'MOO' },
];
const [amam, , , omaha] = carriers;

/** A report read for a carrier: who owes what, the rows in review, and the lines said about the rest. */
function readFor(uploaded: (typeof carriers)[number], rows: Cell[][]) {
  return readWorkbookFor(uploaded, [{ name: null, rows }]);
}

/** A workbook's sheets of one table read for a carrier, as `readFor` reads one table. */
function readWorkbookFor(uploaded: (typeof carriers)[number], sheets: { name: string | null; rows: Cell[][] }[]) {
  const parsed = sheets.length === 1 ? parseReportTable(sheets[0]!.rows, today) : parseReportSheets(sheets, today);
  const report = leaveOutOtherCarriers(parsed, uploaded, carriers);
  return {
    columns: report.layout.columns,
    owed: report.records.map((record) => [record.name, record.amountCents]),
    review: report.problems.map((problem) => problem.rowNumber),
    errors: report.errors,
    processed: report.recordsProcessed,
  };
}

function refusal(uploaded: (typeof carriers)[number], rows: Cell[][]): string {
  try {
    readFor(uploaded, rows);
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

const HEADER = ['Carrier', 'Agent Name', 'Writing Number', 'Balance Due'];

describe('the Carrier column of a report', () => {
  it.each([
    'Carrier',
    'Carrier Name',
    'Insurance Carrier',
    'Insurer',
    'Carrier Code',
    'Writing Carrier',
    'carrier_name',
  ])('is read from "%s", never as the agent\'s name or the balance', (header) => {
    expect(classifyHeader(header).map((candidate) => candidate.field)).toEqual(['carrier']);
  });

  it.each(['Company', 'Agency', 'Agency Name'])('is not "%s" (often the agent\'s agency)', (header) => {
    expect(classifyHeader(header)).toEqual([]);
  });

  it('is no carrier when it holds figures', () => {
    const read = readFor(amam!, [
      ['Agent Name', 'Writing Number', 'Carrier', 'Balance Due'],
      ['Ann One', 'A1', '12.00', '30.00'],
    ]);
    expect(read.columns).not.toHaveProperty('carrier');
    expect(read.owed).toEqual([['Ann One', 3_000]]);
  });
});

describe('rows sorted by their Carrier column', () => {
  it('keeps the rows of the carrier uploaded to and blank ones, and leaves out other companies’ with one line each', () => {
    const read = readFor(amam!, [
      HEADER,
      ['Aetna', 'Bo Two', 'AE1', '300.00'],
      ['American Amicable Life Insurance Company of Texas', 'Ann One', 'AA1', '125.50'],
      ['FORESTERS', 'Cy Three', 'FO1', '80.00'],
      ['', 'Di Four', 'AA2', '10.00'],
      ['Mutual of Omaha', 'Ed Five', 'MO1', '5.00'],
      ['Transamerica', 'Flo Six', 'TA1', 'n/a'],
      ['AMAM', 'Gus Seven', 'AA3', 'n/a'],
    ]);
    expect(read.columns).toMatchObject({ carrier: 'Carrier' });
    expect(read.owed).toEqual([
      ['Ann One', 12_550],
      ['Di Four', 1_000],
    ]);
    expect(read.review).toEqual([8]);
    expect(read.processed).toBe(7);
    expect(read.errors).toEqual([
      'Row 2: for Aetna, not American Amicable; not read here. Upload the file under Aetna for them.',
      'Row 4: for Foresters Financial, not American Amicable; not read here. Upload the file under Foresters Financial for them.',
      'Row 6: for Mutual of Omaha, not American Amicable; not read here. Upload the file under Mutual of Omaha for them.',
      'Row 7: for "Transamerica" (not a company here), not American Amicable; not read here. Add the company under Companies and upload the file under it for them.',
      'Row 8: the amount "n/a" is not a number',
    ]);
  });

  it('lists ten rows of a company, then how many more', () => {
    const rows: Cell[][] = [HEADER, ['American Amicable', 'Ann One', 'AA1', '1.00']];
    for (let i = 0; i < 13; i++) rows.push(['Aetna', `Agent ${i}`, `AE${i}`, '2.00']);
    expect(readFor(amam!, rows).errors).toEqual([
      'Rows 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 3 more: for Aetna, not American Amicable; not read here. ' +
        'Upload the file under Aetna for them.',
    ]);
  });

  it('reads values naming one company not here as the carrier’s own names when no row names a company here', () => {
    const read = readFor(omaha!, [
      HEADER,
      ['United of Omaha Life Insurance Company', 'Ann One', 'MO1', '150.00'],
      ['UNITED OF OMAHA', 'Bo Two', 'MO2', '40.00'],
      ['', 'Cy Three', 'MO3', '10.00'],
    ]);
    expect(read.errors).toEqual([]);
    expect(read.owed).toEqual([
      ['Ann One', 15_000],
      ['Bo Two', 4_000],
      ['Cy Three', 1_000],
    ]);
  });

  it('reads a report without a Carrier column as before', () => {
    const read = readFor(amam!, [
      ['Agent Name', 'Writing Number', 'Balance Due'],
      ['Ann One', 'A1', '30.00'],
    ]);
    expect(read.owed).toEqual([['Ann One', 3_000]]);
  });

  it('takes an amount beside a company’s name alone for that company’s subtotal', () => {
    const read = readFor(amam!, [
      HEADER,
      ['American Amicable', 'Ann One', 'AA1', '10.00'],
      ['American Amicable', 'Bo Two', 'AA2', '20.00'],
      ['American Amicable', '', '', '30.00'],
      ['Aetna', 'Cy Three', 'AE1', '5.00'],
    ]);
    expect(read.owed).toEqual([
      ['Ann One', 1_000],
      ['Bo Two', 2_000],
    ]);
    expect(read.review).toEqual([]);
  });
});

describe('a workbook whose sheets carry one table with a Carrier column', () => {
  it('says which later sheet the rows left out are on, as its row errors do', () => {
    const read = readWorkbookFor(amam!, [
      {
        name: 'Active Agents',
        rows: [
          HEADER,
          ['Aetna', 'Bo Two', 'AE1', '300.00'],
          ['American Amicable', 'Ann One', 'AA1', '125.50'],
          ['Aetna', 'Cy Three', 'AE2', '80.00'],
        ],
      },
      {
        name: 'Terminated Agents',
        rows: [
          HEADER,
          ['Aetna', 'Di Four', 'AE3', '10.00'],
          ['American Amicable', 'Ed Five', 'AA2', '5.00'],
          ['Aetna', 'Flo Six', 'AE4', '7.00'],
          ['Transamerica', 'Gus Seven', 'TA1', '1.00'],
          ['American Amicable', 'Hal Eight', 'AA3', 'n/a'],
        ],
      },
    ]);
    expect(read.owed).toEqual([
      ['Ann One', 12_550],
      ['Ed Five', 500],
    ]);
    expect(read.errors).toEqual([
      'Rows 2, 4: for Aetna, not American Amicable; not read here. Upload the file under Aetna for them.',
      'Sheet "Terminated Agents", rows 2, 4: for Aetna, not American Amicable; not read here. ' +
        'Upload the file under Aetna for them.',
      'Sheet "Terminated Agents", row 5: for "Transamerica" (not a company here), not American Amicable; not read ' +
        'here. Add the company under Companies and upload the file under it for them.',
      'Sheet "Terminated Agents", row 6: the amount "n/a" is not a number',
    ]);
  });

  it('leaves out the error of a row left out on one sheet, never that of the same row number on another', () => {
    const read = readWorkbookFor(amam!, [
      {
        name: 'Active Agents',
        rows: [HEADER, ['American Amicable', 'Ann One', 'AA1', '10.00'], ['American Amicable', 'Bo Two', 'AA2', 'n/a']],
      },
      {
        name: 'Terminated Agents',
        rows: [HEADER, ['American Amicable', 'Cy Three', 'AA3', '5.00'], ['Aetna', 'Di Four', 'AE1', 'n/a']],
      },
    ]);
    expect(read.review).toEqual([3]);
    expect(read.errors).toEqual([
      'Sheet "Terminated Agents", row 3: for Aetna, not American Amicable; not read here. ' +
        'Upload the file under Aetna for them.',
      'Row 3: the amount "n/a" is not a number',
    ]);
  });
});

describe('a report none of whose rows is the carrier’s', () => {
  it('is refused, naming the company it is for', () => {
    expect(
      refusal(amam!, [
        HEADER,
        ['Aetna', 'Bo Two', 'AE1', '300.00'],
        ['Aetna Life Insurance Company', 'Cy', 'AE2', '1'],
      ]),
    ).toBe(
      'This report is for Aetna (its Carrier column), not American Amicable: nothing was imported. Upload it under Aetna.',
    );
  });

  it('is refused naming each company, and the values naming none here', () => {
    expect(
      refusal(amam!, [
        HEADER,
        ['Aetna', 'Bo Two', 'AE1', '300.00'],
        ['Foresters', 'Cy Three', 'FO1', '80.00'],
        ['Transamerica', 'Di Four', 'TA1', '8.00'],
        ['', 'Ed Five', 'X1', '1.00'],
      ]),
    ).toBe(
      'This report is for Aetna and Foresters Financial (its Carrier column), not American Amicable: nothing was ' +
        'imported. Upload it under each of them. Its rows for "Transamerica" name no company here.',
    );
  });
});
