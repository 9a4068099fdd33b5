/**
 * The words carriers use in their debt reports, by the field they mean: data, not logic. Headers are
 * compared after `headerKey` (case, spaces, punctuation, camelCase and snake_case ignored; "#", "No",
 * "Nbr" read as "number", "Amt" as "amount", "Bal" as "balance", "Adv" as "advance", "Dt" as "date").
 * Add a carrier's spelling here; a test reads every entry.
 */
export const REPORT_VOCABULARY = {
  writingNumber: [
    'Writing Number',
    'Writing Agent',
    'Writing Agent Number',
    'Writing Agent ID',
    'Writing Agent Code',
    'Writing Code',
    'Writing ID',
    'Agent Writing Number',
    'Agent Number',
    'Agent ID',
    'Agent Code',
    'Agt Number',
    'Wrt Agt Number',
    'Producer Number',
    'Producer ID',
    'Producer Code',
    'Rep ID',
    'Rep Number',
    'Rep Code',
    'Representative ID',
    'Representative Number',
    'Advisor ID',
    'Advisor Number',
    'Broker ID',
    'Broker Number',
    'Agent Writing Code',
    // Humana's Sales Agent Number, and the selling, servicing or soliciting agent of a policy.
    'SAN',
    'Agent SAN',
    'Sales Agent Number',
    'Selling Agent Number',
    'Selling Agent ID',
    'Servicing Agent Number',
    'Servicing Agent ID',
    'Soliciting Agent Number',
    'Soliciting Agent ID',
    // A commission statement's recipient is its payee; Aflac's agents are associates; Mutual of
    // Omaha numbers its agents by production number.
    'Recipient ID',
    'Recipient Number',
    'Recipient Code',
    'Associate Number',
    'Associate ID',
    'Production Number',
    'Agent Production Number',
  ],
  npn: [
    'NPN',
    'NPN Number',
    'National Producer Number',
    'Natl Producer Number',
    'Agent NPN',
    'Producer NPN',
    'Rep NPN',
  ],
  name: [
    'Agent Name',
    'Name',
    'Producer Name',
    'Agent Name (Last, First)',
    'Full Name',
    'Agent Full Name',
    'Writing Agent Name',
    'Rep Name',
    'Representative Name',
    'Advisor Name',
    'Broker Name',
    'Payee Name',
    'Agent Last First',
    'Sales Agent Name',
    'Selling Agent Name',
    'Servicing Agent Name',
    'Soliciting Agent Name',
    'Recipient Name',
    'Associate Name',
  ],
  firstName: ['First Name', 'Agent First Name', 'Producer First Name', 'First', 'Given Name', 'FName'],
  middleName: ['Middle Name', 'Agent Middle Name', 'Middle Initial', 'Middle', 'MI'],
  lastName: ['Last Name', 'Agent Last Name', 'Producer Last Name', 'Last', 'Surname', 'LName'],
  suffix: ['Suffix', 'Name Suffix', 'Agent Suffix'],
  amount: [
    // Preference 1: what the agent owes now.
    'Debt',
    'Debt Amount',
    'Debt Balance',
    'Debt Owed',
    'Balance',
    'Balance Due',
    'Balance Owed',
    'Agent Balance',
    'Debit Balance',
    'Outstanding Balance',
    'Outstanding Amount',
    'Open Balance',
    'Current Balance',
    'Ending Balance',
    'Remaining Balance',
    'Amount Owed',
    'Amount Due',
    'Total Due',
    'Total Owed',
    'Net Due',
    'Net Balance',
    'Net Amount Due',
    'Unearned Advance',
    'Unearned Advance Balance',
    'Advance Balance',
    'Unsecured Advance Owed',
    'Secured Advance Owed',
    'Unsecured Advance Balance',
    'Reversed Commission Owed',
    'Chargeback Balance',
    'Clawback Balance',
    'Cert Adv Balance',
    'Certificate Advance Balance',
    'Recovery Balance',
    // An advance not yet earned back or recovered: what is still owed of it.
    'Unrecovered Advance',
    'Unrecovered Advance Balance',
    'Advance Balance Remaining',
    'Advance Remaining',
    'Remaining Advance',
    'Amount Recoverable',
    'Recoverable Amount',
    // Preference 2: the chargeback or clawback itself.
    'Chargeback',
    'Chargeback Amount',
    'Clawback',
    'Clawback Amount',
    'Reversal Amount',
    'Commission Reversal',
    'Reversed Commission',
    'Debit Amount',
    'Amount',
    // Preference 3: the advance as first paid.
    'Advance',
    'Advance Amount',
    'Original Advance',
    'Original Amount',
  ],
  date: [
    // Preference 1: when this debt arose.
    'Chargeback Date',
    'Clawback Date',
    'Debt Date',
    'Reversal Date',
    'Transaction Date',
    'Trans Date',
    'Tran Date',
    'Trdt',
    'Created At',
    'Clawback Created At',
    'Chargeback Created At',
    'Entry Date',
    'Posted Date',
    'Post Date',
    'Activity Date',
    'Process Date',
    // Americo's process date beside its Trdt.
    'Prdt',
    'Posting Date',
    'Advance Date',
    // When the agent first owed it (AgencyBloc's Origination Date).
    'Origination Date',
    'Date Incurred',
    'Incurred Date',
    // Preference 2: when the report saw the balance.
    'Statement Date',
    'Balance As Of',
    'Balance Date',
    'As Of Date',
    'As Of',
    'Report Date',
    'Date',
  ],
  days: ['Debt Age', 'Days', 'Days Outstanding', 'Age (Days)', 'Age', 'Days Past Due', 'Days Old', 'Aging Days'],
  // A column of its own saying whether the amount beside it is owed (DR) or a credit (CR).
  debitCredit: [
    'DR/CR',
    'CR/DR',
    'Dr Cr Indicator',
    'DR/CR Flag',
    'Debit/Credit',
    'Debit Credit Indicator',
    'Debit or Credit',
    'D/C',
    'Balance Type',
    'Sign',
  ],
  // A ledger's credit column beside its Debit column (and no running balance): what a line adds to
  // the agent's balance is its debit less its credit (repayments, offsets, reversals of a charge).
  credit: ['Credit', 'Credits', 'Credit Amount', 'CR Amount', 'Credits Applied', 'Payments and Credits'],
  // Which carrier a row is for, in an agency system's or IMO's report of several carriers (or one
  // carrier's own report, uploaded under another by mistake). Not a bare "Company" or "Agency": those
  // often name the agent's agency.
  carrier: [
    'Carrier',
    'Carrier Name',
    'Carrier Code',
    'Carrier ID',
    'Insurance Carrier',
    'Insurance Company',
    'Insurance Company Name',
    'Insurer',
    'Insurer Name',
    'Writing Carrier',
    'Writing Company',
    'Issuing Carrier',
    'Issuing Company',
    'Carrier Company',
  ],
  // A ledger's transaction type beside a positive amount on every line (Advance, Repayment, CB,
  // PMT): a repayment or recovery takes its amount off (transaction-type.ts). Named exactly: a
  // "Policy Type" or "Plan Type" says which product, not which kind of line.
  transactionType: [
    'Transaction Type',
    'Trans Type',
    'Tran Type',
    'Txn Type',
    'Transaction Code',
    'Trans Code',
    'Tran Code',
    'Txn Code',
    'Entry Type',
    'Line Type',
    'Item Type',
    'Activity Type',
    'Activity',
    'Transaction',
    'Type',
  ],
} as const;

/**
 * A statement's charge and credit columns (or its one signed amount) beside its running Balance
 * (see running-balance.ts): not fields of their own, only how a Balance column that runs down each
 * agent's lines is recognised.
 */
export const REPORT_STATEMENT_COLUMNS = {
  debit: ['Debit', 'Debits', 'Debit Amount', 'DR Amount', 'Charges', 'Charge', 'Charge Amount'],
  credit: REPORT_VOCABULARY.credit,
  // One signed column instead: charges positive, credits negative.
  movement: ['Amount', 'Transaction Amount', 'Trans Amount', 'Activity Amount', 'Net Amount', 'Net Change'],
} as const;

/**
 * A ledger's free-text line description ("Advance - Policy 123", "Payment received - thank you"):
 * not a field of its own, read as the lines' transaction type only where no Type column is, and
 * only when its texts say which lines take money off (transaction-description.ts).
 */
export const REPORT_DESCRIPTION_COLUMNS = [
  'Description',
  'Transaction Description',
  'Trans Description',
  'Tran Description',
  'Txn Description',
  'Trans Desc',
  'Txn Desc',
  'Desc',
  'Line Description',
  'Entry Description',
  'Activity Description',
  'Transaction Details',
  'Memo',
  'Transaction Memo',
  'Comment',
  'Comments',
] as const;

export type ReportField = keyof typeof REPORT_VOCABULARY;

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

/** A date headed with these words is the debt's own ("Chargeback Effective Date" too, unlike a policy's). */
export const DEBT_DATE_WORDS: readonly string[] = [
  ...['chargeback', 'clawback', 'debt', 'reversal', 'transaction', 'trans', 'tran', 'trdt', 'created', 'entry'],
];

/** Among date columns: the debt's own date before the statement's. */
export const DATE_PREFERENCE: { rank: number; words: readonly string[] }[] = [
  { rank: 1, words: DEBT_DATE_WORDS },
  { rank: 1, words: ['origination', 'originated', 'incurred'] },
  { rank: 1, words: ['posted', 'post', 'posting', 'activity', 'process', 'prdt', 'advance'] },
  { rank: 2, words: ['statement', 'as', 'of', 'report', 'balance', 'date', 'month', 'period'] },
];

/**
 * Date columns that say when the report saw the balance ("Statement Date", "Balance As Of",
 * "Statement Month", "Report Date"), not when the debt arose: an agent's debt that is still owed
 * keeps the day it was first seen, so a monthly statement does not make old debts young again.
 * A plain "Date" is the debt's own.
 */
export const AS_OF_DATE_WORDS: readonly string[] = [
  'statement',
  'report',
  'balance',
  'month',
  'period',
  'run',
  'snapshot',
];

/**
 * Words that mark a row as a sum of other rows, never a person: totals, and the balance a printed
 * report carries from one page to the next ("Balance Forward", "Brought Forward", "Carried Over").
 */
export const SUMMARY_ROW_PATTERN =
  /\b(sub-?\s*totals?|totals?|grand\s+total|report\s+total|page\s+total|sum|summary|(?:balance|bal|brought|carried|carry)\s+(?:forward|fwd|over)|(?:number\s+of\s+)?(?:agents|producers|reps|records|policies|items|accounts)\s*:\s*\d[\d,]*|(?:due|owed|owing)\s+(?:this|for\s+this)\s+(?:statement|period|month|report))\b/i;

/**
 * A printed report's page furniture, alone on a row with no amount: "Page 2 of 3", "** Continued **",
 * "Record Count: 412", "End of Report". Never a person, and not a row that failed to read.
 */
export const PAGE_FURNITURE_PATTERN =
  /^[\s*=#()[\]-]*(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|continued(?:\s+on\s+next\s+page)?|cont'?d|(?:record\s+|row\s+|line\s+|item\s+)?count\s*[:=#]?\s*\d[\d,]*|end\s+of\s+(?:report|listing|statement))[\s*=#()[\]-]*$/i;

/** What a report's or a list's closing count counts: "Records", "Policies"; one of them before "Count". */
const COUNTED = String.raw`(?:records|rows|lines|items|policies|agents|producers|reps|accounts|entries|transactions)`;
const COUNTED_ONE = String.raw`(?:record|row|line|item|policy|agent|producer|rep|account|entry|transaction)`;
const COUNT_VERB = String.raw`(?:\s+(?:listed|printed|read|selected|reported|shown|returned|processed|found))?`;

/**
 * A closing count, with or without its number: "Total Records: 120", "Record Count", "Count 120",
 * "Number of Policies: 40", "Records Read 120", "120 records". Alone on its row, or its number in the
 * balance column ("Record Count | | 120"): never a person, nor an amount anyone owes. A word for one
 * with a number is no count ("Policy 40213", "Agent 40213").
 */
export const COUNT_LINE_PATTERN = new RegExp(
  String.raw`^[\s*=#()[\]-]*(?:(?:total\s+)?(?:(?:number|no\.?|count|#)\s+of\s+${COUNTED}|(?:${COUNTED_ONE}\s+)?count|${COUNTED}${COUNT_VERB})\s*[:=#]?\s*(?:\d[\d,]*)?|\d[\d,]*\s+(?:${COUNTED}|${COUNTED_ONE})${COUNT_VERB})[\s*=#()[\].-]*$`,
  'i',
);

/**
 * The words of a section's title, alone on its row with no amount ("Pending Items", "Pending
 * Chargebacks", "Section 2 - Reversals", "Adjustments"): the report's furniture, never a person (in
 * a grouped report it would otherwise be taken for the agent's row with an unreadable amount, and
 * hold their balance in review). Numbers and single letters ("2", "B", "II") may number a section.
 */
export const SECTION_WORDS: readonly string[] = [
  ...['section', 'part', 'pending', 'items', 'item', 'detail', 'details', 'activity', 'transactions', 'held'],
  ...['chargebacks', 'chargeback', 'clawbacks', 'clawback', 'reversals', 'reversal', 'adjustments', 'adjustment'],
  ...['advances', 'advance', 'debits', 'credits', 'recoveries', 'repayments', 'payments', 'corrections', 'transfers'],
  ...['lapses', 'lapsed', 'cancellations', 'cancelled', 'canceled', 'terminations', 'reinstatements', 'policies'],
  ...['new', 'current', 'prior', 'previous', 'period', 'other', 'miscellaneous', 'misc', 'manual', 'deferred'],
  ...['outstanding', 'unearned', 'unapplied', 'commission', 'commissions', 'balances', 'agents', 'producers'],
];

/** Words between a section title's own ("Reversals and Adjustments"), not enough to make one. */
export const SECTION_FILLER_WORDS: readonly string[] = ['and', 'of', 'the', 'for', 'not', 'yet', 'to', 'be'];
