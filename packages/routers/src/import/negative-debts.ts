import type { ColumnMap } from './report-header';
import { headerWords } from './synonyms';
import { ledgerWords, turnsRound, wordEffect } from './transaction-type';
import { cellText, hasLedgerMark, type Cell } from './values';

// A column headed as a debt ("Clawback Amount", "Chargeback", "Advance Balance") whose amounts are
// mostly below zero: the carrier prints what agents owe as deductions (Ethos's clawbacks), and its
// few positive rows are reversals, or the negative rows are credits. Read by "positive is owed",
// every clawback was stored as a credit. Either reading is a guess unless the report says which.

/** Words of a note saying a line undoes an earlier one ("Reinstated - clawback reversed"). */
const REVERSAL_WORDS = new Set(['reversed', 'reversal', 'reverse', 'reinstated', 'reinstatement', 'reinstate']);
/** Words that deny what a note says ("not reinstated"): the note is no reversal's. */
const DENIALS = new Set(['not', 'no', 'never', 'pending', 'denied', 'declined']);
/** Headers of a column of notes beside the lines: a reason, a description, a memo. */
const NOTE_WORDS = new Set([
  'reason',
  'reasons',
  'description',
  'desc',
  'memo',
  'comment',
  'comments',
  'note',
  'notes',
]);

/** Whether a header names a debt: a chargeback, clawback, advance, debit or reversal, not a repayment of one. */
export function namesDebt(header: string | undefined): boolean {
  const words = headerWords(header);
  return (
    words.some((word) => wordEffect(word) === 'adds' || turnsRound(word)) &&
    !words.some((word) => wordEffect(word) === 'takesOff')
  );
}

/** Whether a note says its line reversed or reinstated another, and does not deny it. */
export function saysReversal(text: string): boolean {
  const words = ledgerWords(text);
  return words.some((word) => REVERSAL_WORDS.has(word)) && !words.some((word) => DENIALS.has(word));
}

/** How a detected layout's mostly negative debt column is read: turned round, or asked about. */
export type NegativeDebts = { reversals: number } | { refusal: string };

/**
 * A detected layout's debt column (namesDebt) whose nonzero amounts are more than half below zero,
 * with some above (every one below is negative-only.ts's): read turned round (negatives owed, the
 * positives taken off) only when a note column says of every positive row, and of no negative one,
 * that it reversed or reinstated a debt; otherwise refused with where to say how the carrier signs.
 * Null when the report says its sign itself (marks, a Credit column, types, sections, a running
 * balance) or the column is not mostly negative.
 */
export function negativeDebts(
  rows: readonly Cell[][],
  layout: { headers: readonly string[]; columns: ColumnMap; dataStart: number },
  records: readonly { amountCents: number; rowNumber: number; sheet?: unknown }[],
  saidItself: boolean,
): NegativeDebts | null {
  const { amount, debitCredit, credit, transactionType } = layout.columns;
  if (amount === undefined || saidItself || debitCredit !== undefined || credit !== undefined) return null;
  if (transactionType !== undefined || !namesDebt(layout.headers[amount])) return null;
  const negative = records.filter(({ amountCents }) => amountCents < 0);
  const positive = records.filter(({ amountCents }) => amountCents > 0);
  if (positive.length === 0 || negative.length * 2 <= negative.length + positive.length) return null;
  for (let r = layout.dataStart; r < rows.length; r++) if (hasLedgerMark(rows[r]![amount])) return null;
  const used = new Set(Object.values(layout.columns));
  const notes = layout.headers.flatMap((header, column) =>
    !used.has(column) && headerWords(header).some((word) => NOTE_WORDS.has(word)) ? [column] : [],
  );
  // Rows of a later sheet are not this sheet's rows: their notes are not looked for.
  const reversal = (record: (typeof records)[number]) =>
    record.sheet === undefined &&
    notes.some((column) => saysReversal(cellText(rows[record.rowNumber - 1]?.[column] ?? null)));
  if (notes.length && positive.every(reversal) && !negative.some(reversal)) return { reversals: positive.length };
  const header = layout.headers[amount]?.trim() || `column ${amount + 1}`;
  const above = positive.length === 1 ? '1 row above zero' : `${positive.length} rows above zero`;
  return {
    refusal:
      `Most amounts in "${header}" are below zero (${negative.length} of ${negative.length + positive.length} ` +
      `rows), though the column names a debt: this carrier may print what agents owe as negative numbers (the ` +
      `${above} then taken off, as reversals), or the rows below zero are credits. Say how amounts owed are shown ` +
      'under Companies → Report layout; nothing was imported.',
  };
}
