import { describe, expect, it } from 'vitest';
import { tellsLinesApart, transactionEffect } from './transaction-type';

describe('a ledger line by its transaction type', () => {
  it.each([
    ['Advance', 'adds'],
    ['ADV', 'adds'],
    ['Chargeback', 'adds'],
    ['CB', 'adds'],
    ['Commission Clawback', 'adds'],
    ['Unearned Advance', 'adds'],
    ['DR', 'adds'],
    ['Payment Reversal', 'adds'],
    ['Reversal of Payment', 'adds'],
    ['NSF Payment Returned', 'adds'],
    ['Returned Payment', 'adds'],
    ['Chargeback Reversal', 'takesOff'],
    ['Reversal of Chargeback', 'takesOff'],
    ['Commission Reversal', 'adds'],
    ['Reversal', 'adds'],
    ['NSF', 'adds'],
    ['Repayment of Advance', 'takesOff'],
    ['Repayment', 'takesOff'],
    ['Advance Repayment', 'takesOff'],
    ['PMT', 'takesOff'],
    ['Payment Received', 'takesOff'],
    ['Chargeback Recovery', 'takesOff'],
    ['Recovery of Advance', 'takesOff'],
    ['Commission Offset', 'takesOff'],
    ['Write-off', 'takesOff'],
    ['Write Off', 'takesOff'],
    ['CR', 'takesOff'],
    ['Adjustment', null],
    ['Transfer', null],
    ['Term Life', null],
    ['', null],
  ] as const)('%s → %s', (text, effect) => {
    expect(transactionEffect(text)).toBe(effect);
  });

  it('a column tells the lines apart only when some line takes money off', () => {
    expect(tellsLinesApart(['Advance', 'Repayment', 'Advance'])).toBe(true);
    expect(tellsLinesApart(['Chargeback', 'Chargeback', ''])).toBe(false);
    expect(tellsLinesApart(['Term', 'Whole Life', 'Final Expense'])).toBe(false);
  });
});
