// The words of a report's lines that are no one's: totals, page furniture, closing counts and section
// titles (report-furniture.ts, report-row-shapes.ts and the parsing worker read rows by them). Words,
// not logic; the fields' own words are report-vocabulary.ts.

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
  // A section of one kind of line, named as a transaction type names it (section-kinds.ts): "Payments Received".
  ...['payment', 'repayment', 'recovery', 'received', 'recovered', 'credit', 'debit'],
];

/** Words between a section title's own ("Reversals and Adjustments"), not enough to make one. */
export const SECTION_FILLER_WORDS: readonly string[] = ['and', 'of', 'the', 'for', 'not', 'yet', 'to', 'be'];

/**
 * A group heading repeated at the top of the next page, as report engines repeat it when a
 * group runs over a page break: "Agent: 40301  NGUYEN, BAO (continued)", "… - Cont'd".
 */
const CONTINUED_MARK = /\s*(?:[-–—:]\s*)?[([]?\s*(?:continued|cont'?d\.?|cont\.)\s*[)\]]?\s*$/i;

/** A heading's text without the mark of a heading repeated on a new page: the same agent's heading. */
export const withoutContinuedMark = (text: string) => text.replace(CONTINUED_MARK, '');
