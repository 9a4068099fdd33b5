import type { ColumnMap } from './report-header';
import { REPORT_DESCRIPTION_COLUMNS, REPORT_STATEMENT_COLUMNS } from './report-vocabulary';
import { AMOUNT_PREFERENCE } from './report-preference';
import { isBroughtForwardText, isStandingBalanceLabel } from './report-row-shapes';
import { headerKey, headerWords } from './synonyms';
import {
  effectOfWords,
  ledgerWords,
  readsTransactionTypes,
  transactionEffect,
  turnsRound,
  wordEffect,
  type TransactionEffect,
} from './transaction-type';
import { cellText, type Cell } from './values';

// Many carrier ledgers have no Type column but a Description ("Advance - Policy 123", "Chargeback:
// lapse", "Payment received - thank you"): read as the lines' type, a repayment printed as a
// positive amount is taken off instead of billed. Free text says more than a type does ("premium
// not paid", "sent to collection", "policy cancelled"), so a description is read more strictly:
// a line whose text says no direction, or two, goes to review; nothing is guessed.

const DESCRIPTION_KEYS = new Set(REPORT_DESCRIPTION_COLUMNS.map(headerKey));

/** A free-text description column ("Description", "Transaction Description", "Memo", "Comment"). */
export const isDescriptionHeader = (header: string | undefined): boolean =>
  DESCRIPTION_KEYS.has(headerKey(header ?? ''));

/** Words that deny what follows ("premium not paid", "did not pay"): the line is asked about. */
const NEGATIONS = new Set(['not', 'never', 'failed', 'unable', 'without', 'didn', 'doesn', 'wasn', 'isn', 'unpaid']);
/** Words that turn a transaction round even alone ("Reversal - chargeback 123" is a reversed chargeback). */
const TRANSACTION_TURNS = new Set(['reversal', 'reversals', 'reversed', 'rev', 'returned', 'bounced', 'nsf']);
/** Words a type names a direction by but free text uses otherwise ("sent to collection"). */
const UNTOLD = new Set(['collection']);
/** The words that end a compound of both kinds and decide it ("Advance Repayment", "Chargeback Recovery"). */
const DECIDING_RECOVERY = new Set([
  ...['repayment', 'repayments', 'recovery', 'recoveries', 'recovered', 'offset', 'writeoff'],
  ...['reimbursement', 'reimbursed'],
]);
/** Small words inside a phrase ("Reversal of Chargeback"). */
const FILLERS = new Set(['of', 'the', 'a', 'an']);

type ClauseSays = TransactionEffect | 'unclear' | 'turnOnly' | null;

const tellingOf = (word: string) => (UNTOLD.has(word) ? null : wordEffect(word));

/**
 * What one clause of a description says: the kind of its telling words when they agree; when they
 * disagree, or a reversal turns them, only a phrase of those words alone decides ("Advance
 * Repayment", "Recovery of Advance", "Chargeback Reversal"), never words apart ("Advance paid to
 * agent"). A reversal with no telling word says only that the line is turned round.
 */
function clauseSays(words: readonly string[]): { says: ClauseSays; turned: boolean } {
  const telling = words.flatMap((word, at) => (tellingOf(word) ? [at] : []));
  if (telling.length === 0)
    return { says: words.some((w) => TRANSACTION_TURNS.has(w)) ? 'turnOnly' : null, turned: false };
  let start = telling[0]!;
  let end = telling[telling.length - 1]!;
  // The phrase takes in a reversal beside it ("Reversed Chargeback", "Payment Returned NSF", "Reversal of Chargeback").
  const turnAt = (at: number) => at >= 0 && at < words.length && turnsRound(words[at]!);
  for (;;) {
    if (turnAt(start - 1)) start -= 1;
    else if (FILLERS.has(words[start - 1] ?? '') && turnAt(start - 2)) start -= 2;
    else break;
  }
  while (turnAt(end + 1)) end += 1;
  const phrase = words.slice(start, end + 1);
  const kinds = new Set(telling.map((at) => tellingOf(words[at]!)));
  const turned = phrase.some(turnsRound);
  // A reversal apart from the phrase ("Reversal - policy 123 chargeback" within one clause): which line it turns is not said.
  const strayTurn = words.some((word, at) => (at < start || at > end) && TRANSACTION_TURNS.has(word));
  if (strayTurn) return { says: 'unclear', turned };
  if (kinds.size === 1 && !turned) return { says: [...kinds][0] ?? null, turned };
  const whole = phrase.every((word) => tellingOf(word) || turnsRound(word) || FILLERS.has(word));
  if (!whole) return { says: 'unclear', turned };
  if (kinds.size > 1) {
    const of = phrase.indexOf('of');
    const lastTelling = words[telling[telling.length - 1]!]!;
    const headed = of > 0 && phrase.slice(0, of).some((word) => tellingOf(word) || turnsRound(word));
    if (!headed && !DECIDING_RECOVERY.has(lastTelling)) return { says: 'unclear', turned };
  }
  return { says: effectOfWords(phrase), turned };
}

/**
 * What a line's description says of it, or null when it says no direction ("Adjustment",
 * "Policy 123 lapse") or more than one ("Chargeback - premium paid late"), or denies one ("Payment
 * not received"). Each clause (split at punctuation and spaced dashes) is read on its own, and
 * they must agree: "Advance - Policy 123" adds, "Payment received - thank you" and "Repayment via
 * commission offset" take off, "Reversal of chargeback" takes off, "Chargeback - policy cancelled"
 * adds. Whole words only: "Prepayment" or "Recoverable" say nothing.
 */
export function descriptionEffect(text: string): TransactionEffect | null {
  const clauses = text
    .replace(/\bnon[\s-]+/gi, 'non')
    .split(/\s[-–—]+\s|[-–—]{2,}|[:;,()|/[\]]|\.(?:\s|$)/)
    .map(ledgerWords)
    .filter((words) => words.length > 0);
  if (clauses.some((words) => words.some((word) => NEGATIONS.has(word)))) return null;
  let effect: TransactionEffect | null = null;
  let turnOnly = false;
  let turned = false;
  for (const words of clauses) {
    const clause = clauseSays(words);
    if (clause.says === 'unclear') return null;
    if (clause.says === 'turnOnly') turnOnly = true;
    else if (clause.says !== null) {
      if (effect !== null && effect !== clause.says) return null;
      effect = clause.says;
      turned ||= clause.turned;
    }
  }
  // "Reversal - chargeback 123": the reversal is in a clause of its own, the chargeback not turned by it.
  return turnOnly && !turned ? null : effect;
}

const RANK_ONE_WORDS = new Set(AMOUNT_PREFERENCE[0]!.words);
const LINE_AMOUNT_KEYS = new Set(
  [...REPORT_STATEMENT_COLUMNS.movement, ...REPORT_STATEMENT_COLUMNS.debit].map(headerKey),
);

/**
 * A line's own amount ("Amount", "Transaction Amount", "Chargeback Amount", "Advance"), not what is
 * owed after it ("Balance", "Net Due", "Unrecovered Advance"), which a line's description does not
 * turn round.
 */
function isLineAmountHeader(header: string | undefined): boolean {
  if (LINE_AMOUNT_KEYS.has(headerKey(header ?? ''))) return true;
  return !headerWords(header).some((word) => RANK_ONE_WORDS.has(word) || word === 'bal');
}

/**
 * Whether a description column is read as the lines' types: beside a line's amount (not a balance
 * owed, not a Credit column), when some line of it takes money off and at least half of the
 * descriptions written say a direction (a column of notes is not a ledger's types).
 */
export function readsDescriptions(
  rows: readonly Cell[][],
  layout: { headers: readonly string[]; columns: ColumnMap; dataStart: number },
  column: number,
): boolean {
  const { amount, credit } = layout.columns;
  if (amount === undefined || credit !== undefined || !isLineAmountHeader(layout.headers[amount])) return false;
  let written = 0;
  let directed = 0;
  let takesOff = false;
  for (let i = layout.dataStart; i < rows.length; i++) {
    const text = cellText(rows[i]?.[column] ?? null);
    // A statement's balance lines ("Balance Forward", "Ending Balance") are no lines' types.
    if (text === '' || isBroughtForwardText(text) || isStandingBalanceLabel(text)) continue;
    written++;
    const effect = descriptionEffect(text);
    if (effect !== null) directed++;
    if (effect === 'takesOff') takesOff = true;
  }
  return takesOff && directed * 2 >= written;
}

/**
 * The column a layout reads its lines' types from: its Type column when read (readsTransactionTypes),
 * else, when `findDescription`, a Description column when read (a real Type column is preferred).
 */
export function lineTypeColumn(
  rows: readonly Cell[][],
  layout: { headers: readonly string[]; columns: ColumnMap; dataStart: number },
  findDescription: boolean,
): number | undefined {
  const { transactionType } = layout.columns;
  if (transactionType !== undefined) {
    const read = isDescriptionHeader(layout.headers[transactionType])
      ? readsDescriptions(rows, layout, transactionType)
      : readsTransactionTypes(rows, layout);
    if (read) return transactionType;
  }
  if (!findDescription) return undefined;
  const used = new Set(Object.values(layout.columns));
  const description = layout.headers.findIndex((header, column) => !used.has(column) && isDescriptionHeader(header));
  return description >= 0 && readsDescriptions(rows, layout, description) ? description : undefined;
}

/**
 * How a line's type column is read, each text once (a ledger repeats its types on every line): a
 * description strictly (descriptionEffect), a Type column as transactionEffect reads it.
 */
export function lineEffectReader(header: string | undefined): (text: string) => TransactionEffect | null {
  const read = isDescriptionHeader(header) ? descriptionEffect : transactionEffect;
  const known = new Map<string, TransactionEffect | null>();
  return (text) => {
    let effect = known.get(text);
    if (effect === undefined) {
      effect = read(text);
      known.set(text, effect);
    }
    return effect;
  };
}
