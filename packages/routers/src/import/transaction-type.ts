import type { ColumnMap } from './report-header';
import { headerWords } from './synonyms';
import { cellText, type Cell } from './values';

/**
 * A ledger's transaction type ("Advance", "Repayment", "CB", "PMT", "Chargeback Recovery"): whether
 * the line's amount adds to what the agent owes or takes it off. Ledgers print both kinds of line
 * with positive amounts and say which by this column; read without it, every repayment was billed.
 */
export type TransactionEffect = 'adds' | 'takesOff';

/** Words of a line that takes money off the debt: the agent paid, or the carrier recovered or forgave it. */
const TAKES_OFF = new Set([
  'payment',
  'payments',
  'pmt',
  'pymt',
  'pay',
  'paid',
  'repayment',
  'repayments',
  'repay',
  'repaid',
  'recovery',
  'recoveries',
  'recovered',
  'recov',
  'rcvry',
  'credit',
  'credits',
  'cr',
  'collected',
  'collection',
  'received',
  'receipt',
  'offset',
  'writeoff',
  'forgiven',
  'forgiveness',
  'waived',
  'waiver',
  'reimbursement',
  'reimbursed',
]);

/** Words of a line that adds to the debt: an advance, a commission taken back, a charge. */
const ADDS = new Set([
  'advance',
  'advances',
  'advanced',
  'adv',
  'chargeback',
  'chargebacks',
  'cb',
  'chbk',
  'clawback',
  'clawbacks',
  'debit',
  'debits',
  'dr',
  'charge',
  'charges',
  'recapture',
  'recaptured',
  'unearned',
]);

/**
 * Words that turn a line round: a reversed chargeback takes money off, a returned (bounced) payment
 * puts the debt back. Alone, a reversal is a commission reversal and an NSF a bounced payment: both add.
 */
const TURNS_ROUND = new Set([
  'reversal',
  'reversals',
  'reversed',
  'rev',
  'returned',
  'bounced',
  'nsf',
  'cancelled',
  'canceled',
  'void',
  'voided',
]);

/** The kind one word names: a repayment's or recovery's words take off, an advance's or chargeback's add. */
export function wordEffect(word: string): TransactionEffect | null {
  return TAKES_OFF.has(word) ? 'takesOff' : ADDS.has(word) ? 'adds' : null;
}

/** Whether a word turns its line round (a reversal, a return, an NSF, a cancellation). */
export const turnsRound = (word: string): boolean => TURNS_ROUND.has(word);

/** A type's or description's words, in lower case; "write off" and "write-off" are one word. */
export function ledgerWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/write[\s-]+off/g, 'writeoff')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** The kind the last telling word of `words` names, leaving out the words that turn a line round. */
function kindOf(words: readonly string[]): TransactionEffect | null {
  for (let i = words.length - 1; i >= 0; i--) {
    if (TAKES_OFF.has(words[i]!)) return 'takesOff';
    if (ADDS.has(words[i]!)) return 'adds';
  }
  return null;
}

/**
 * What a transaction type says of its line, or null when it says neither ("Adjustment", "Transfer").
 * The last telling word decides ("Advance Repayment" takes off), the head of "X of Y" before its
 * complement ("Recovery of Advance" takes off), and a reversal, return or NSF turns it round
 * ("Chargeback Reversal" and "Reversal of Chargeback" take off, "Returned Payment" adds); alone
 * those add. "Write off" and "write-off" are one word.
 */
export function transactionEffect(text: string): TransactionEffect | null {
  return effectOfWords(ledgerWords(text));
}

/** What a type's words say of its line (transactionEffect). */
export function effectOfWords(words: readonly string[]): TransactionEffect | null {
  const of = words.indexOf('of');
  const kind = (of > 0 ? kindOf(words.slice(0, of)) : null) ?? kindOf(words);
  const turned = words.some((word) => TURNS_ROUND.has(word));
  if (kind === null) return turned ? 'adds' : null;
  return turned ? (kind === 'adds' ? 'takesOff' : 'adds') : kind;
}

/**
 * A line's amount signed by its type: a repayment or recovery printed as a positive amount is taken
 * off. `effectOf` reads the type (a Type column's by default; a description's more strictly).
 */
export function signedByType(
  cents: number | null,
  type: string,
  effectOf: (text: string) => TransactionEffect | null = transactionEffect,
): number | null {
  return cents !== null && type !== '' && effectOf(type) === 'takesOff' ? -Math.abs(cents) : cents;
}

/** Words of a balance column: what is left after all the lines, which a line's type does not turn round. */
export const BALANCE_WORDS: readonly string[] = ['balance', 'bal', 'owed', 'owing', 'due', 'outstanding'];

/**
 * Whether a layout's transaction type column is read: beside a line's amount (not a balance, not a
 * Credit column, which says it itself), and only when some line of it takes money off. A column of
 * chargebacks alone, or of product types, is not read as one (and not named in the result).
 */
export function readsTransactionTypes(
  rows: readonly Cell[][],
  layout: { headers: readonly string[]; columns: ColumnMap; dataStart: number },
): boolean {
  const { transactionType: type, amount, credit } = layout.columns;
  if (type === undefined || credit !== undefined) return false;
  if (amount !== undefined && headerWords(layout.headers[amount]).some((word) => BALANCE_WORDS.includes(word))) {
    return false;
  }
  return tellsLinesApart(rows.slice(layout.dataStart).map((row) => cellText(row[type])));
}

/**
 * Whether a column of transaction types tells the lines apart: some line takes money off the debt.
 * A column whose every type adds (all "Chargeback"), or which names no such kind at all (a policy
 * type: "Term", "Whole Life"), changes nothing and is not read as one.
 */
export function tellsLinesApart(types: Iterable<string>): boolean {
  for (const type of types) if (type && transactionEffect(type) === 'takesOff') return true;
  return false;
}
