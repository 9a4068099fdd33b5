// Which of several columns a report is read by, when more than one could be: the balance owed
// before a chargeback before the advance as paid, the debt's own date before the statement's. Words,
// not logic (header-classify.ts ranks headers by them); the fields' own words are report-vocabulary.ts.

/** The words of a commission or an advance taken back from the agent: a chargeback, in a carrier's words. */
export const CHARGEBACK_WORDS = [
  'chargeback',
  'chargebacks',
  'clawback',
  'clawbacks',
  'reversal',
  'reversals',
  'reversed',
  'recovery',
  // "Commission Recapture", "Recapture Amount": the carrier's word for taking back a commission.
  'recapture',
  'recaptured',
  'recaptures',
] as const;

/**
 * Preference among money columns (lower wins): what is owed now, then the chargeback or clawback
 * itself, then the original advance. Headers outside the vocabulary are ranked by their words.
 * Words that never name a balance (paid, earned, premium…) keep a column out of the running.
 */
export const AMOUNT_PREFERENCE: { rank: number; words: readonly string[] }[] = [
  {
    rank: 1,
    words: [
      'balance',
      'owed',
      'owing',
      'due',
      'net',
      'debt',
      'debts',
      'debit',
      'outstanding',
      'unearned',
      'deficit',
      'indebtedness',
      'arrears',
      'receivable',
      // What is left of an advance or a chargeback to take back: owed now, before the advance as paid.
      'remaining',
      'unrecovered',
      'recoverable',
      'unrecouped',
    ],
  },
  { rank: 2, words: CHARGEBACK_WORDS },
  { rank: 3, words: ['advance', 'original'] },
  // A bare "Amount" is a line's amount; an "Advance Amount" or "Original Amount" is still the advance
  // as paid, not what is owed: a header takes the rank of the first entry here whose words it has.
  { rank: 2, words: ['amount'] },
];

export const NOT_A_BALANCE_WORDS: readonly string[] = [
  // A statement's balance before this period's charges and payments is not what is owed now.
  'beginning',
  'beg',
  'opening',
  'starting',
  'previous',
  'prior',
  // "Balance Forward", "Bal Fwd": the balance the statement started from.
  'forward',
  'fwd',
  'last statement',
  // A line's correction is a movement of the balance, not the balance.
  'adjustment',
  'adjustments',
  'paid',
  'earned',
  'premium',
  'payment',
  'payments',
  'repaid',
  'recovered',
  'commission rate',
  'rate',
  'percent',
  'pct',
  'face',
  'policy',
];

/**
 * A date headed "Last …" ("Last Activity", "Last Transaction Date", "Most Recent Chargeback Date") is
 * when an agent's balance last moved: a payment after the chargeback moves it too. The debt arose on
 * or before it, so it dates a debt first seen in the report, and a debt still owed keeps its first day.
 */
export const LAST_MOVED_WORDS: readonly string[] = ['last', 'latest', 'recent'];

/** A date headed with these words is the debt's own ("Chargeback Effective Date" too, unlike a policy's). */
export const DEBT_DATE_WORDS: readonly string[] = [
  ...['chargeback', 'clawback', 'debt', 'reversal', 'transaction', 'trans', 'tran', 'trdt', 'created', 'entry'],
];

/** Among date columns: the debt's own date before the statement's. */
export const DATE_PREFERENCE: { rank: number; words: readonly string[] }[] = [
  // "Last Activity Date", "Last Chargeback Date": when the balance last moved, not when it arose (see AS_OF_DATE_WORDS).
  { rank: 2, words: LAST_MOVED_WORDS },
  { rank: 1, words: DEBT_DATE_WORDS },
  { rank: 1, words: ['origination', 'originated', 'incurred'] },
  { rank: 1, words: ['posted', 'post', 'posting', 'activity', 'process', 'prdt', 'advance'] },
  { rank: 2, words: ['statement', 'as', 'of', 'report', 'balance', 'date', 'month', 'period'] },
];

/**
 * Date columns that say when the report saw the balance ("Statement Date", "Balance As Of",
 * "Statement Month", "Report Date"), not when the debt arose: an agent's debt that is still owed
 * keeps the day it was first seen, so a monthly statement does not make old debts young again.
 * A plain "Date" is the debt's own. A balance's "Last Activity" is not: it is the day the balance
 * last moved (LAST_MOVED_WORDS).
 */
export const AS_OF_DATE_WORDS: readonly string[] = [
  'statement',
  'report',
  'balance',
  'month',
  'period',
  'run',
  'snapshot',
  ...LAST_MOVED_WORDS,
];
