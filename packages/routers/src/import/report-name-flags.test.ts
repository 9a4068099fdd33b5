import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { parseReportTable } from './report-parser';
import type { Cell } from './values';

/**
 * A debit list of terminated agents flags their names: "(TERM)", "(TERMINATED)", a "*", "- TERM",
 * "*T*". Once half the names carried one, the Agent Name column did not read as names and the
 * report was refused with "No column names the agent", saying nothing of why; a flag kept in a name
 * was stored with a new person ("RICHARD *T* ROE").
 */
const today = new Date(Date.UTC(2026, 10, 30));

function owed(rows: Cell[][]) {
  return parseReportTable(rows, today).records.map((record) => [record.name, record.writingNumber, record.amountCents]);
}

function refusal(rows: Cell[][]): string {
  try {
    parseReportTable(rows, today);
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('names flagged as terminated', () => {
  it('are read without their flags, however many names carry one', () => {
    expect(
      owed([
        ['Americo - Agent Debit Balances'],
        ['Agent Name', 'Debit Balance', 'Last Chargeback Date'],
        ['SMITH, WILLIAM H', '250.00', '10/10/2026'],
        ['GARCIA, MARIA L (TERMINATED)', '80.00', '09/01/2026'],
        ['*NGUYEN, LINH', '40.00', '08/01/2026'],
        ['HARRIS, DEBORAH - TERM', '65.00', '07/01/2026'],
      ]),
    ).toEqual([
      ['SMITH, WILLIAM H', null, 25_000],
      ['GARCIA, MARIA L', null, 8_000],
      ['NGUYEN, LINH', null, 4_000],
      ['HARRIS, DEBORAH', null, 6_500],
    ]);
  });

  it('are read without their flags wherever the flag is, beside a writing number and in name parts', () => {
    expect(
      owed([
        ['Agent #', 'Agent Name', 'Debit Balance'],
        ['N001', 'DOE, JANE (TERM)', '100.00'],
        ['N002', 'ROE, RICHARD *T*', '50.00'],
        ['N003', '(TERMINATED) POE, EDGAR', '25.00'],
        ['N004', 'LOE *T*, LISA', '10.00'],
      ]),
    ).toEqual([
      ['DOE, JANE', 'N001', 10_000],
      ['ROE, RICHARD', 'N002', 5_000],
      ['POE, EDGAR', 'N003', 2_500],
      ['LOE, LISA', 'N004', 1_000],
    ]);
    expect(
      owed([
        ['Last Name', 'First Name', 'Balance'],
        ['ROE *T*', 'RICHARD', '50.00'],
        ['DOE (TERM)', 'JANE', '100.00'],
        ['POE', 'EDGAR', '25.00'],
      ]),
    ).toEqual([
      ['RICHARD ROE', null, 5_000],
      ['JANE DOE', null, 10_000],
      ['EDGAR POE', null, 2_500],
    ]);
  });
});

describe('a name column whose values do not read as names', () => {
  it('is refused saying why the column was not taken, with values that did not read', () => {
    expect(
      refusal([
        ['Agent Name', 'Debit Balance'],
        ['SMITH, WILLIAM H', '250.00'],
        ['GARCIA, MARIA L (ON LEAVE)', '80.00'],
        ['NGUYEN, LINH (ON LEAVE)', '40.00'],
        ['HARRIS, DEBORAH (ON LEAVE)', '65.00'],
        ['OKAFOR, CHIDI (ON LEAVE)', '15.00'],
      ]),
    ).toBe(
      'No column names the agent (writing number, NPN or name) (header row 1): found Agent Name, Debit Balance. ' +
        '"Agent Name" was not taken as the agent\'s name: 4 of its 5 values do not read as names ("GARCIA, ' +
        'MARIA L (ON LEAVE)", "NGUYEN, LINH (ON LEAVE)", "HARRIS, DEBORAH (ON LEAVE)", …). Map the columns under ' +
        'Companies → Report layout.',
    );
  });
});
