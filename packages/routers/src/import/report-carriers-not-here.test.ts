import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { leaveOutOtherCarriers } from './report-carriers';
import { parseReportTable } from './report-parser';
import type { NamedCarrier } from './carrier-names';
import type { Cell } from './values';

/**
 * An agency system's export whose Carrier column spells its carriers otherwise than the companies
 * here ("Baltimore Life" and "Senior Life" for BaltimoreLife and SeniorLife), or names carriers not
 * set up at all. Matching no company, every row was billed to the carrier uploaded to, Senior Life's
 * rows with them, with no word.
 */
const today = new Date(Date.UTC(2026, 10, 30));
const baltimore = { id: 1, name: 'BaltimoreLife', code: 'BLIC' };
const senior = { id: 2, name: 'SeniorLife', code: 'SLIC' };

const HEADER = ['Agent Full Name', 'Agent NPN', 'Carrier', 'Amount'];
const AGENCY_EXPORT: Cell[][] = [
  HEADER,
  ['William Smith', '17000001', 'Baltimore Life', '150.00'],
  ['Maria Garcia', '17000002', 'Baltimore Life', '80.00'],
  ['Maria Garcia', '17000002', 'Senior Life', '999.00'],
  ['Chidi Okafor', '17000008', 'BALTIMORE LIFE INSURANCE COMPANY', '375.00'],
  ['Deborah Harris', '17000005', 'Senior Life Insurance Co.', '700.00'],
];

function readFor(uploaded: NamedCarrier, carriers: NamedCarrier[], rows: Cell[][] = AGENCY_EXPORT) {
  const report = leaveOutOtherCarriers(parseReportTable(rows, today), uploaded, carriers);
  return { owed: report.records.map((record) => [record.name, record.amountCents]), errors: report.errors };
}

function refusal(uploaded: NamedCarrier, carriers: NamedCarrier[], rows: Cell[][] = AGENCY_EXPORT): string {
  try {
    readFor(uploaded, carriers, rows);
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

const BALTIMORE_OWES = [
  ['William Smith', 15_000],
  ['Maria Garcia', 8_000],
  ['Chidi Okafor', 37_500],
];

describe('a Carrier column spelling the companies otherwise', () => {
  it('reads each name as the company spaced another way, and leaves out the other company’s rows', () => {
    const read = readFor(baltimore, [baltimore, senior]);
    expect(read.owed).toEqual(BALTIMORE_OWES);
    expect(read.errors).toEqual([
      'Rows 4, 6: for SeniorLife, not BaltimoreLife; not read here. Upload the file under SeniorLife for them.',
    ]);
    expect(readFor(senior, [baltimore, senior]).owed).toEqual([
      ['Maria Garcia', 99_900],
      ['Deborah Harris', 70_000],
    ]);
  });

  it('leaves out the rows of a carrier not here, naming it, once the upload’s own rows are known', () => {
    const read = readFor(baltimore, [baltimore]);
    expect(read.owed).toEqual(BALTIMORE_OWES);
    expect(read.errors).toEqual([
      'Rows 4, 6: for "Senior Life" (not a company here), not BaltimoreLife; not read here. ' +
        'Add the company under Companies and upload the file under it for them.',
    ]);
  });
});

describe('a Carrier column naming two carriers, neither of them a company here', () => {
  it('is refused, nothing billed: which rows are the carrier’s is not known', () => {
    const blic = { id: 7, name: 'BLIC', code: 'B7' };
    expect(refusal(blic, [blic])).toBe(
      "Which rows of this report are BLIC's is not known (its Carrier column): nothing was imported. " +
        'Its rows for "Baltimore Life" and "Senior Life" name no company here. Add each company under Companies ' +
        '(or give BLIC the code its rows carry), then upload the file under each.',
    );
  });

  it('is read once the carrier’s code is what its rows carry', () => {
    const blic = { id: 7, name: 'BLIC', code: 'Baltimore Life' };
    const rows = AGENCY_EXPORT.map((row, at) =>
      at === 4 ? ['Chidi Okafor', '17000008', 'Baltimore Life', '375.00'] : row,
    );
    expect(readFor(blic, [blic], rows).owed).toEqual(BALTIMORE_OWES);
  });

  it('reads one carrier not here, however spelt, as the carrier’s own legal name', () => {
    const rows = AGENCY_EXPORT.filter((row) => !String(row[2]).startsWith('Senior'));
    const blic = { id: 7, name: 'BLIC', code: 'B7' };
    expect(readFor(blic, [blic], rows)).toEqual({ owed: BALTIMORE_OWES, errors: [] });
  });
});

describe('a Carrier cell that could be either of two companies here', () => {
  const foresters = { id: 3, name: 'Foresters Financial', code: 'FORESTERS' };
  const forestersLife = { id: 4, name: 'Foresters Life', code: 'FL' };
  const rows: Cell[][] = [
    ['Carrier', 'Agent Name', 'Balance'],
    ['FORESTERS', 'Ann One', '10.00'],
    ['The Independent Order of Foresters', 'Bo Two', '20.00'],
  ];

  it('leaves its rows out, saying which companies it could be', () => {
    expect(readFor(foresters, [foresters, forestersLife], rows)).toEqual({
      owed: [['Ann One', 1_000]],
      errors: [
        'Row 3: for "The Independent Order of Foresters", which could be Foresters Financial or Foresters Life; not ' +
          'read here. Give the company they are for the code "The Independent Order of Foresters" under Companies ' +
          'and upload the file under it for them.',
      ],
    });
  });

  it('refuses a report of such rows alone, never taking them for the carrier’s', () => {
    expect(refusal(foresters, [foresters, forestersLife], [rows[0]!, rows[2]!])).toBe(
      "Which rows of this report are Foresters Financial's is not known (its Carrier column): nothing was " +
        'imported. Its rows for "The Independent Order of Foresters" could be Foresters Financial or Foresters ' +
        'Life. Give Foresters Financial the code its rows carry under Companies, then upload the file again.',
    );
  });
});
