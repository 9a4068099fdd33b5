import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyAxis } from './money';

describe('money', () => {
  it('writes amounts in full, two decimals, en-US', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('-5')).toBe('-$5.00');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it("writes a chart axis's amounts short enough to fit it", () => {
    expect([1_400_000, 1_050_000, 700_000, 350_000, 950, 0, -25_000].map(formatMoneyAxis)).toEqual([
      '$1.4M',
      '$1.1M',
      '$700K',
      '$350K',
      '$950',
      '$0',
      '-$25K',
    ]);
  });
});
