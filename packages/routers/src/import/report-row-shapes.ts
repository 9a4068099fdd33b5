import { AMOUNT_PREFERENCE, PAGE_FURNITURE_PATTERN, REPORT_VOCABULARY, SUMMARY_ROW_PATTERN } from './report-vocabulary';
import { headerKey, headerWords } from './synonyms';
import { cellText, type Cell } from './values';

// How a report's row reads to a person before its values are taken: a total, page furniture, a
// failed lookup, a heading or an amount that an unquoted comma split (used by report-rows.ts).

/**
 * A row that adds up others ("000482 Total", "Grand Total", "Balance Forward"): a cheap look for the
 * words first.
 */
export function isSummaryRow(texts: readonly string[]): boolean {
  return texts.some((text) => {
    const lower = text.toLowerCase();
    const maybe =
      lower.includes('tot') ||
      lower.includes('sum') ||
      lower.includes('forw') ||
      lower.includes('fwd') ||
      lower.includes('over') ||
      lower.includes(':') ||
      lower.includes(' this ');
    return maybe && SUMMARY_ROW_PATTERN.test(text);
  });
}

/** "Net Amount Due" where a name should be: the label of a total, not a person. */
export const BALANCE_LABELS = new Set(REPORT_VOCABULARY.amount.map(headerKey));

/** A cheap look for the words of money labels before the words are read. */
const MONEY_LABEL_HINT = /bal|due|ow[ei]|net|amount|amt|debt|advance|charge|claw|outstand|unearn/i;

/** The words money labels are made of: the balance vocabulary's, and the small words between them. */
const LABEL_WORDS = new Set([
  ...REPORT_VOCABULARY.amount.flatMap((header) => headerWords(header)),
  ...AMOUNT_PREFERENCE.flatMap((entry) => entry.words),
  ...['from', 'to', 'by', 'for', 'of', 'the', 'agent', 'producer', 'rep', 'company', 'carrier', 'current', 'ending'],
  ...['closing', 'final', 'remaining', 'now', 'this', 'period', 'statement', 'total', 'owes', 'payable'],
]);

/**
 * Words where a name goes that are a money column's header ("BALANCE DUE", "Net Due From Agent",
 * "Agent Balance"): a label, not a person. Every word must be a label's ("Annette Dueñas" is a
 * person), and a name written "Last, First" is a person's.
 */
export function isBalanceLabel(name: string): boolean {
  if (name.includes(',') || !MONEY_LABEL_HINT.test(name)) return false;
  const words = headerWords(name);
  return (
    words.length > 0 &&
    words.every((word) => LABEL_WORDS.has(word)) &&
    words.some((word) => AMOUNT_PREFERENCE.some((entry) => entry.words.includes(word)))
  );
}

/**
 * A line a printed report repeats on each page, alone on its row: "Page 2 of 3", "** Continued **",
 * or the report's title again. Such a line has no amount and is not a row that failed to read.
 */
export function isPageFurniture(texts: readonly string[], preamble: ReadonlySet<string>): boolean {
  const filled = texts.filter((text) => text !== '');
  return filled.length === 1 && (preamble.has(filled[0]!) || PAGE_FURNITURE_PATTERN.test(filled[0]!));
}

/** "Less: Amounts Withheld", "Prepared by: Commission Accounting": a label, a colon, then its text. */
export function isLabelText(text: string): boolean {
  return /^[A-Za-z][A-Za-z .'/&-]{0,40}:\s*\S/.test(text);
}

/** Words a writing number never is: four or more, or a question or an exclamation. */
export function isSentence(text: string): boolean {
  return /[?!]/.test(text) || text.trim().split(/\s+/).length >= 4;
}

/**
 * A note alone on its row with no amount ("Questions? Call Agent Services at 1-800-555-0100",
 * "* Pending items are not included", "Printed 11/20/2026 8:14 AM by JDOE"): words, not a row of
 * the table. A single word or code alone stays a row that failed to read.
 */
export function isNoteLine(texts: readonly string[]): boolean {
  if (filledCount(texts) !== 1) return false;
  const text = texts.find((t) => t !== '')!;
  return /^\*/.test(text) || isSentence(text) || isLabelText(text);
}

/** What a spreadsheet shows for a formula that failed ("#N/A" from a lookup): no value at all. */
const SPREADSHEET_ERROR = /^#(?:N\/A|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|NULL!|SPILL!|CALC!)$/i;

/** A cell naming the agent (writing number, name or its parts): its text, or nothing for an error value. */
export function identityText(cell: Cell): string {
  const text = cellText(cell);
  return SPREADSHEET_ERROR.test(text) ? '' : text;
}

export function identifierText(cell: Cell): string | null {
  return identityText(cell) || null;
}

/** How many cells of a row hold something. */
export function filledCount(texts: readonly string[]): number {
  let count = 0;
  for (const text of texts) if (text !== '') count++;
  return count;
}

/**
 * A group heading's text: its first cell, with the next one when a CSV split "Agent: 50213  SMYTHE,
 * WILLIAM H" at the unquoted comma (two cells side by side, the second a name's words).
 */
export function headingText(texts: readonly string[]): string {
  const filled = texts.flatMap((text, column) => (text ? [{ text, column }] : []));
  const [first, second] = filled;
  if (filled.length === 2 && second!.column === first!.column + 1 && /^[A-Za-z][A-Za-z .'-]*$/.test(second!.text)) {
    return `${first!.text}, ${second!.text}`;
  }
  return first?.text ?? '';
}

/**
 * "$1,234.56" written without quotes in a CSV: the amount's cell reads "$1" and the next "234.56",
 * and the row has more values than the header has columns. Returns the amount as written, or null.
 */
export function splitByComma(texts: readonly string[], amount: number, headerWidth: number): string | null {
  const wider = texts.slice(headerWidth).some((text) => text !== '');
  if (!wider || !/^\(?-?\$?\s*-?\d{1,3}$/.test(texts[amount] ?? '')) return null;
  let end = amount + 1;
  while (/^\d{3}$/.test(texts[end] ?? '') && /^\d{3}/.test(texts[end + 1] ?? '')) end++;
  if (!/^\d{3}(?:\.\d{1,2})?\)?$/.test(texts[end] ?? '')) return null;
  return texts.slice(amount, end + 1).join(',');
}
