import { describe, expect, it } from 'vitest';
import { parseReportTable } from './report-parser';
import { unnamedMarkColumn } from './unnamed-mark';
import type { Cell } from './values';

const today = new Date(2026, 10, 15);
const balances = (rows: Cell[][]) =>
  Object.fromEntries(parseReportTable(rows, today).records.map((r) => [r.writingNumber, r.amountCents / 100]));

describe('a DR/CR mark in a column with no header', () => {
  it('makes a CR amount right of the balance a credit, and says which column it read', () => {
    const rows = [
      ['Agent Code', 'Agent Name', 'Balance', ''],
      ['A1', 'ONE, AL', '250.00', 'CR'],
      ['A2', 'TWO, BO', '100.00', ''],
      ['A3', 'THREE, CY', '75.00', 'DR'],
    ];
    expect(balances(rows)).toEqual({ A1: -250, A2: 100, A3: 75 });
    expect(parseReportTable(rows, today).layout.columns.debitCredit).toBe('column 4');
  });

  it('reads the mark left of the balance, beyond a header row shorter than its rows, and as D/C or Debit/Credit', () => {
    expect(
      balances([
        ['Agent Code', 'Agent Name', '', 'Balance'],
        ['A1', 'ONE, AL', 'C', '250.00'],
        ['A3', 'THREE, CY', 'D', '75.00'],
      ]),
    ).toEqual({ A1: -250, A3: 75 });
    expect(
      balances([
        ['Agent Code', 'Agent Name', 'Balance'],
        ['A1', 'ONE, AL', '250.00', 'Credit'],
        ['A3', 'THREE, CY', '75.00', 'Debit'],
      ]),
    ).toEqual({ A1: -250, A3: 75 });
  });

  it('leaves a blank-headed column of anything else unread, as it was', () => {
    expect(
      balances([
        ['Agent Code', 'Agent Name', 'Balance', ''],
        ['A1', 'ONE, AL', '250.00', 'CR'],
        ['A3', 'THREE, CY', '75.00', 'see memo'],
      ]),
    ).toEqual({ A1: 250, A3: 75 });
  });

  it('takes no column that is named, already read, away from the balance, or empty', () => {
    const layout = (headers: string[], columns: Record<string, number>) => ({ headers, columns, dataStart: 1 });
    const rows = [
      ['x', 'x', 'x', 'x'],
      ['A1', 'CR', '250.00', 'CR'],
    ];
    expect(unnamedMarkColumn(rows, layout(['Code', '', 'Balance', 'Notes'], { writingNumber: 0, amount: 2 }))).toBe(1);
    expect(unnamedMarkColumn(rows, layout(['Code', 'Type', 'Balance', 'Notes'], { writingNumber: 0, amount: 2 }))).toBe(
      null,
    );
    expect(
      unnamedMarkColumn(rows, layout(['Code', '', 'Balance', ''], { writingNumber: 0, amount: 2, debitCredit: 3 })),
    ).toBe(null);
    expect(
      unnamedMarkColumn([['x'], ['A1', '', '250.00', '']], layout(['Code', '', 'Balance', ''], { amount: 2 })),
    ).toBe(null);
    expect(unnamedMarkColumn(rows, layout(['', 'Code', 'Balance', ''], { writingNumber: 1, amount: 2 }))).toBe(3);
    expect(
      unnamedMarkColumn([['x'], ['CR', 'A1', 'x', '250.00']], layout(['', 'Code', '', 'Balance'], { amount: 3 })),
    ).toBe(null);
  });
});
