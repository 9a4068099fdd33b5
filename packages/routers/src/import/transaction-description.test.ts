import { describe, expect, it } from 'vitest';
import { classifyHeader } from './header-classify';
import { groupReportRows } from './report-groups';
import { parseReportSheets, parseReportTable } from './report-parser';
import { REPORT_DESCRIPTION_COLUMNS } from './report-vocabulary';
import { descriptionEffect, isDescriptionHeader } from './transaction-description';
import type { Cell } from './values';

const today = new Date(Date.UTC(2026, 10, 30));

/** Who owes what (cents) after the upload, and the rows asked about. */
function owed(rows: Cell[][], saved: Parameters<typeof parseReportSheets>[2] = null) {
  const parsed = parseReportSheets([{ name: null, rows }], today, saved);
  const groups = groupReportRows(parsed.records, []);
  return {
    columns: parsed.layout.columns,
    owed: Object.fromEntries(groups.map((group) => [group.name, group.cents])),
    errors: parsed.errors,
    review: parsed.problems.map((problem) => [problem.rowNumber, problem.amountCents]),
  };
}

describe('a line by its free-text description', () => {
  it.each([
    ['Advance - Policy 123', 'adds'],
    ['Chargeback: lapse', 'adds'],
    ['Chargeback - policy cancelled', 'adds'],
    ['Commission chargeback, policy 88812 lapsed for non-payment', 'adds'],
    ['Returned payment - NSF', 'adds'],
    ['Payment Reversal', 'adds'],
    ['Payment received - thank you', 'takesOff'],
    ['Repayment via commission offset', 'takesOff'],
    ['Recovery', 'takesOff'],
    ['Reversal of chargeback', 'takesOff'],
    ['Chargeback reversal - policy reinstated', 'takesOff'],
    ['Advance Repayment', 'takesOff'],
    ['Recovery of advance 4471', 'takesOff'],
    ['Write-off approved by J. Smith', 'takesOff'],
    // No direction, or two, or a denied one: asked, never guessed.
    ['Adjustment', null],
    ['Policy 123 lapse', null],
    ['Chargeback - premium paid late', null],
    ['Premium not paid - chargeback', null],
    ['Payment not received', null],
    ['Advance payment', null],
    ['Commission advance paid to agent', null],
    ['Reversal - chargeback 123', null],
    ['Account sent to collection', null],
    ['NSF', null],
    // Whole words only.
    ['Prepayment', null],
    ['Recoverable', null],
    ['', null],
  ] as const)('%s → %s', (text, effect) => {
    expect(descriptionEffect(text)).toBe(effect);
  });

  it.each(REPORT_DESCRIPTION_COLUMNS)('"%s" is a description column, not any field of its own', (header) => {
    expect(isDescriptionHeader(header)).toBe(true);
    expect(classifyHeader(header)).toEqual([]);
  });

  it.each(['Transaction Type', 'Policy Description', 'Notes', 'Agent Name'])('"%s" is not one', (header) => {
    expect(isDescriptionHeader(header)).toBe(false);
  });
});

describe('a ledger with a Description column and every amount positive', () => {
  const HEADER = ['Writing Agent', 'Agent Name', 'Trans Date', 'Description', 'Amount'];
  const ledger: Cell[][] = [
    HEADER,
    ['A100', 'Rosa Hernandez', '01/05/2026', 'Advance - Policy 123', '500.00'],
    ['A100', 'Rosa Hernandez', '02/05/2026', 'Payment received - thank you', '200.00'],
    ['A200', 'Kim Lee', '01/12/2026', 'Chargeback: lapse', '80.10'],
    ['A200', 'Kim Lee', '02/12/2026', 'Repayment via commission offset', '30.05'],
    ['A300', 'June Park', '03/01/2026', 'Chargeback: lapse', '45.10'],
    ['A300', 'June Park', '03/02/2026', 'Reversal of chargeback', '45.10'],
    ['A400', 'Linh Nguyen', '03/20/2026', 'Recovery', '10.00'],
    ['A400', 'Linh Nguyen', '03/02/2026', 'Advance - Policy 9', '60.00'],
  ];

  it('takes payments, repayments, recoveries and reversals of a chargeback off, to the cent', () => {
    const read = owed(ledger);
    expect(read.columns).toMatchObject({ amount: 'Amount', transactionType: 'Description' });
    expect(read.errors).toEqual([]);
    expect(read.owed).toEqual({
      'Rosa Hernandez': 30_000,
      'Kim Lee': 5_005,
      'June Park': 0,
      'Linh Nguyen': 5_000,
    });
  });

  it('asks about a description that says no direction, as about an unknown type', () => {
    const read = owed([...ledger, ['A500', 'Ana Diaz', '03/25/2026', 'Adjustment', '15.00']]);
    expect(read.errors).toEqual([
      'Row 10: the description "Adjustment" does not say whether the line adds to the debt or takes it off',
    ]);
    expect(read.review).toEqual([[10, 1_500]]);
    expect(read.owed['Rosa Hernandez']).toBe(30_000);
  });

  it('prefers a real Type column beside it', () => {
    const typed = ledger.map((row, at) => [...row, at === 0 ? 'Type' : at % 2 ? 'Advance' : 'Payment']);
    // Every line by the Type column: advances on odd rows, payments on even, whatever the description
    // says (Linh Nguyen's "Recovery" of 10.00 is an Advance by its type, her advance of 60.00 a Payment).
    const read = owed(typed);
    expect(read.columns.transactionType).toBe('Type');
    expect(read.owed).toEqual({
      'Rosa Hernandez': 30_000,
      'Kim Lee': 5_005,
      'June Park': 0,
      'Linh Nguyen': -5_000,
    });
    expect(read.errors).toEqual([]);
  });

  it('reads "Transaction Description", "Memo" and "Comment" columns too', () => {
    for (const header of ['Transaction Description', 'Memo', 'Comment']) {
      const read = owed([HEADER.map((name) => (name === 'Description' ? header : name)), ...ledger.slice(1)]);
      expect(read.columns.transactionType).toBe(header);
      expect(read.owed['Kim Lee']).toBe(5_005);
    }
  });

  it('changes nothing beside a balance owed, a Credit column, a running balance, or under a saved layout', () => {
    const balances = owed([
      ['Writing Agent', 'Agent Name', 'Description', 'Balance Owed'],
      ['A100', 'Rosa Hernandez', 'Payment received - thank you', '75.00'],
      ['A200', 'Kim Lee', 'Advance - Policy 9', '40.00'],
    ]);
    expect(balances.columns.transactionType).toBeUndefined();
    expect(balances.owed).toEqual({ 'Rosa Hernandez': 7_500, 'Kim Lee': 4_000 });

    const debitCredit = owed([
      ['Writing Agent', 'Agent Name', 'Description', 'Debit', 'Credit'],
      ['A100', 'Rosa Hernandez', 'Advance', '500.00', ''],
      ['A100', 'Rosa Hernandez', 'Payment received', '', '200.00'],
    ]);
    expect(debitCredit.columns.transactionType).toBeUndefined();
    expect(debitCredit.owed).toEqual({ 'Rosa Hernandez': 30_000 });

    const running = owed([
      ['Agent Number', 'Agent Name', 'Description', 'Amount', 'Running Balance'],
      ['A100', 'SMITH, JOHN', 'Advance', '500.00', '500.00'],
      ['A100', 'SMITH, JOHN', 'Payment received', '-200.00', '300.00'],
    ]);
    expect(running.columns.transactionType).toBeUndefined();
    expect(running.owed).toEqual({ 'SMITH, JOHN': 30_000 });

    const saved = {
      carrierId: 1,
      updatedAt: '2026-11-01T00:00:00.000Z',
      sheet: null,
      headerRow: 1,
      headerRows: 1 as const,
      headers: HEADER,
      columns: { writingNumber: 'Writing Agent', name: 'Agent Name', date: 'Trans Date', amount: 'Amount' },
      amountSign: 'owed-positive' as const,
    };
    expect(owed(ledger, saved).owed['Rosa Hernandez']).toBe(70_000);
    // Mapped as the transaction type, the saved layout reads it as a description.
    const mapped = { ...saved, columns: { ...saved.columns, transactionType: 'Description' } };
    expect(owed(ledger, mapped).owed['Rosa Hernandez']).toBe(30_000);
  });

  it('is not read when no line takes money off, or when most descriptions say no direction', () => {
    const chargebacks = owed([
      HEADER,
      ['A100', 'Rosa Hernandez', '01/05/2026', 'Chargeback: lapse', '120.00'],
      ['A100', 'Rosa Hernandez', '02/05/2026', 'Chargeback - policy cancelled', '30.00'],
    ]);
    expect(chargebacks.columns.transactionType).toBeUndefined();
    expect(chargebacks.owed).toEqual({ 'Rosa Hernandez': 15_000 });

    // Notes on a chargeback listing, one mentioning a payment: not a ledger's types.
    const notes = owed([
      HEADER,
      ['A100', 'Rosa Hernandez', '01/05/2026', 'Policy 123 lapsed', '120.00'],
      ['A200', 'Kim Lee', '02/05/2026', 'Policy 456 not taken', '30.00'],
      ['A300', 'June Park', '02/06/2026', 'Payment received', '12.00'],
    ]);
    expect(notes.columns.transactionType).toBeUndefined();
    expect(notes.owed).toEqual({ 'Rosa Hernandez': 12_000, 'Kim Lee': 3_000, 'June Park': 1_200 });
    expect(notes.errors).toEqual([]);
  });

  it('reads a report without a description column as before', () => {
    const read = parseReportTable(
      ledger.map((row) => row.filter((_, column) => column !== 3)),
      today,
    );
    expect(read.layout.columns.transactionType).toBeUndefined();
    expect(read.records.map((record) => record.amountCents)).toEqual([
      50_000, 20_000, 8_010, 3_005, 4_510, 4_510, 1_000, 6_000,
    ]);
  });
});
