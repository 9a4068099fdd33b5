import { describe, expect, it } from 'vitest';
import { parseReportTable } from './report-parser';

/**
 * Debit balance reports that write a debit "DB" beside its figure ("$310.45 DB") and a credit "CR":
 * "DB" was not read as money, so the Debit Balance column was no balance column and the report was
 * refused ("No balance column … found Agent Number, Agent Name, Debit Balance").
 */
describe('a debit written DB', () => {
  it('is owed, and a CR beside it a credit', () => {
    const parsed = parseReportTable(
      [
        ['Agent Number', 'Agent Name', 'Debit Balance'],
        ['A1', 'SMITH, JOHN', '$310.45 DB'],
        ['A2', 'JONES, MARY', '$25.00 CR'],
        ['A3', 'KING, ANN', '12.00 DB'],
      ],
      new Date(Date.UTC(2026, 10, 30)),
    );
    expect(parsed.records.map((record) => [record.writingNumber, record.amountCents])).toEqual([
      ['A1', 31_045],
      ['A2', -2_500],
      ['A3', 1_200],
    ]);
    expect(parsed.errors).toEqual([]);
  });
});
