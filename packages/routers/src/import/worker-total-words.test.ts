import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUMMARY_ROW_PATTERN } from './report-line-words';

/**
 * The parsing worker is plain JavaScript and keeps its own copy of the words that mark a total row
 * (it leaves vertical merges out of such rows). The copy must read rows as the vocabulary does.
 */
describe("the parsing worker's total-row words", () => {
  const source = readFileSync(new URL('./parse-worker.mjs', import.meta.url), 'utf8');
  const literal = /const TOTAL_WORDS = \/(.+)\/i;/.exec(source)?.[1];

  it('read every row as the vocabulary reads it', () => {
    expect(literal, 'TOTAL_WORDS in parse-worker.mjs').toBeTruthy();
    const worker = new RegExp(literal!, 'i');
    for (const text of [
      'Total',
      '000482 Total',
      'Sub-total',
      'Subtotals for Agent 40213',
      'Grand Total',
      'Report Total',
      'Page Total',
      'Sum',
      'Balance Forward',
      'Bal Fwd',
      'Brought Forward',
      'Carried Over',
      'Carry Forward',
      'Agent Name',
      'Totally',
      'Summit Life',
      'Forward, John',
    ]) {
      expect(worker.test(text), text).toBe(SUMMARY_ROW_PATTERN.test(text));
    }
  });
});
