import { describe, expect, it } from 'vitest';
import { parseReportTable } from './report-parser';

const today = new Date(2026, 10, 15);

describe('a blank balance on a row whose status says paid', () => {
  it.each(['Paid Off', 'Paid', 'PAID IN FULL', 'Paid-in-Full', 'settled'])(
    'reads "%s" with no balance as 0.00',
    (status) => {
      const parsed = parseReportTable(
        [
          ['Agent ID', 'Agent Name', 'Status', 'Unearned Advance Balance'],
          ['C-9001', 'Ramos, Elena', 'Active', '812.40'],
          ['C-9004', 'Usher, Dan', status, ''],
        ],
        today,
      );
      expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
        ['C-9001', 81240],
        ['C-9004', 0],
      ]);
      expect(parsed.errors).toEqual([]);
    },
  );

  it('holds any other blank balance for review, and reads a paid row that has a balance as written', () => {
    const parsed = parseReportTable(
      [
        ['Agent ID', 'Agent Name', 'Account Status', 'Balance Due'],
        ['C-1', 'Able, Ann', 'Active', ''],
        ['C-2', 'Bond, Bea', 'Paid Off', '15.00'],
        ['C-3', 'Cruz, Cy', 'Paid Partially', ''],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([['C-2', 1500]]);
    expect(parsed.problems.map((p) => [p.writingNumber, p.reason])).toEqual([
      ['C-1', 'the amount "" is not a number'],
      ['C-3', 'the amount "" is not a number'],
    ]);
  });

  it('reads 0 in a balance column in cents too', () => {
    const parsed = parseReportTable(
      [
        ['Agent ID', 'Agent Name', 'Status', 'BAL_DUE_CENTS'],
        ['C-1', 'Able, Ann', 'Paid', ''],
        ['C-2', 'Bond, Bea', 'Active', '123456'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['C-1', 0],
      ['C-2', 123456],
    ]);
  });
});
