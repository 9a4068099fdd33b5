import { headingWithoutStatusFlags } from './name-flags';
import { readNamesakeMark } from './namesake-mark';
import { REPORT_VOCABULARY } from './report-vocabulary';
import { AMOUNT_PREFERENCE } from './report-preference';
import { SECTION_FILLER_WORDS, SECTION_WORDS, SUMMARY_ROW_PATTERN, withoutContinuedMark } from './report-line-words';
import { headerKey, headerWords } from './synonyms';
import { BALANCE_WORDS } from './transaction-type';
import { cellText, type Cell } from './values';

// How a report's row reads to a person before its values are taken: a total, a note, a section's
// title, a failed lookup, a heading or an amount that an unquoted comma split (used by report-rows.ts;
// a page's repeated title and page number: report-furniture.ts).

/**
 * A row that adds up others ("000482 Total", "Grand Total", "Balance Forward"): a cheap look for the
 * words first.
 */
export function isSummaryRow(texts: readonly string[]): boolean {
  for (const text of texts) if (SUMMARY_HINT.test(text) && SUMMARY_ROW_PATTERN.test(text)) return true;
  return false;
}

/** The letters every wording of SUMMARY_ROW_PATTERN holds (one test per cell, no lower-cased copy). */
const SUMMARY_HINT = /tot|sum|forw|fwd|over|:| this /i;

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

/** The words of what stands owed ("Ending Balance", "Balance Due", "Amount Owed"), not of one movement of it. */
const STANDING_WORDS = new Set([...BALANCE_WORDS, 'owes', 'remaining', 'payable']);

/**
 * A label of the balance standing ("Ending Balance", "Balance Due", "Net Amount Due"). A statement
 * line described in a balance's words but for one movement ("Advance chargeback", "Unearned Advance")
 * is a line, not a balance.
 */
export function isStandingBalanceLabel(text: string): boolean {
  return isBalanceLabel(text) && headerWords(text).some((word) => STANDING_WORDS.has(word));
}

/** A row labelled as the balance standing in a cell outside the amount columns. */
export function hasBalanceLabel(texts: readonly string[], isAmountColumn: (column: number) => boolean): boolean {
  return texts.some((text, column) => text !== '' && !isAmountColumn(column) && isStandingBalanceLabel(text));
}

/**
 * A balance brought forward ("Balance Forward", "Bal Fwd", "Beginning Balance", "Previous Balance"):
 * under an agent's heading, their opening balance or the carry of a page break (report-rows.ts).
 */
export function isBroughtForward(texts: readonly string[]): boolean {
  return texts.some(isBroughtForwardText);
}

/** One cell's text saying a balance brought forward (isBroughtForward). */
export function isBroughtForwardText(text: string): boolean {
  return BROUGHT_FORWARD_HINT.test(text) && BROUGHT_FORWARD.test(text);
}

const BROUGHT_FORWARD_HINT = /fw|forw|bal/i;
const BROUGHT_FORWARD =
  /^\W*(?:(?:beginning|beg|opening|previous|prior|starting|last\s+statement(?:'?s)?)\s+bal(?:ance)?|bal(?:ance)?\s+(?:brought\s+)?(?:forward|fwd)|brought\s+(?:forward|fwd))\b/i;

/** "Less: Amounts Withheld", "Prepared by: Commission Accounting": a label, a colon, then its text. */
export function isLabelText(text: string): boolean {
  return /^[A-Za-z][A-Za-z .'/&-]{0,40}:\s*\S/.test(text);
}

/**
 * What stands where a name goes but names no one: a pivot table's "(blank)", "N/A", "Unassigned",
 * and a summary's arithmetic ("Less Recoveries Applied", "Plus Adjustments", "Minus Fees"). No
 * one is called "Less …"; a family name written first has its comma ("LESS, JOHN").
 */
export function isNoOnesName(text: string): boolean {
  return NO_ONE.test(text) || ARITHMETIC_LINE.test(text);
}

const NO_ONE =
  /^[([{<]?\s*(?:blank|empty|none|null|n\/?a|unknown|unassigned|not\s+assigned|no\s+(?:agent|producer|name|writing\s+agent))\s*[)\]}>]?$/i;
const ARITHMETIC_LINE = /^(?:less|plus|minus|deduct|deducted)\s+[^,]+$/i;

/** Words a writing number never is: four or more, or a question or an exclamation. */
export function isSentence(text: string): boolean {
  return /[?!]/.test(text) || wordCount(text, 4) >= 4;
}

/** The words of a text, counted up to `atMost` (no split: this runs on every row of a report). */
function wordCount(text: string, atMost: number): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length && words < atMost; i++) {
    const code = text.charCodeAt(i);
    const space = code < 128 ? code === 32 || (code >= 9 && code <= 13) : /\s/.test(text[i]!);
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
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

const SECTION = new Set(SECTION_WORDS);
const SECTION_FILLER = new Set(SECTION_FILLER_WORDS);

/** A section's number: "2", "B", "II". */
const isSectionNumber = (word: string) => /^(?:\d{1,3}|[a-z]|[ivx]{1,4})$/.test(word);

/**
 * "Pending Items", "Section 2 - Reversals", "Adjustments": a section's title, every word one of a
 * title's and at least one of them telling (a name such as "Pat Lee" has none).
 */
export function isSectionTitle(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  if (words.length === 0 || words.length > 8 || /[?!@$]/.test(text)) return false;
  return (
    words.every((word) => SECTION.has(word) || SECTION_FILLER.has(word) || isSectionNumber(word)) &&
    words.some((word) => SECTION.has(word))
  );
}

/** A section's title alone on its row, the other cells empty: furniture, not a row to read. */
export function isSectionLine(texts: readonly string[]): boolean {
  return filledCount(texts) === 1 && isSectionTitle(texts.find((t) => t !== '')!);
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
 * Whether a heading's text is all its row holds: one cell, or two side by side (a heading spread over
 * them). Only then is a code and a name without a label read as a heading: a row that also holds a
 * policy number further on is a policy row whose amount is missing.
 */
export function headingAlone(texts: readonly string[]): boolean {
  const filled = texts.flatMap((text, column) => (text ? [column] : []));
  return filled.length === 1 || (filled.length === 2 && filled[1] === filled[0]! + 1);
}

/**
 * A group heading's text: its first cell, or the two cells side by side it was spread over: a label
 * and its value ("Agent Name:" | "SMITH, WILLIAM H (40213)"), a name and its bracketed code
 * ("SMITH, WILLIAM H" | "(40213)"), or a heading a CSV split at its unquoted comma ("Agent: 50213
 * SMYTHE" | "WILLIAM H", "SMITH" | "WILLIAM H (40213)"). Whether it is a heading is read from the text.
 */
export function headingText(texts: readonly string[]): string {
  // "(continued)" on a heading repeated over a page break, in the name's cell of a split heading too.
  // A status flag in a cell of its own, or after the given names a CSV split off, is no part of it (name-flags.ts).
  const filled = texts.flatMap((written, column) => {
    const text = written && headingWithoutStatusFlags(withoutContinuedMark(written).trim());
    return text ? [{ text, column }] : [];
  });
  if (filled.length !== 2 || filled[1]!.column !== filled[0]!.column + 1) return filled[0]?.text ?? '';
  const [first, second] = [filled[0]!.text, filled[1]!.text];
  if (/[:#]$/.test(first)) return `${first} ${second}`;
  // "Agent: 40216 SMITH" | "JOHN (2)": the given names, with the number telling namesakes apart (namesake-mark.ts).
  if (/^[A-Za-z][A-Za-z .'-]*$/.test(readNamesakeMark(second)?.name ?? second)) return `${first}, ${second}`;
  // A last name alone, then the given names and the code: one "Last, First (code)" split at its comma.
  const lastName = /^\p{L}[\p{L} .'’-]*$/u.test(first);
  if (lastName && /^[A-Za-z][A-Za-z.'-]*\s[^,]*\d/.test(second)) return `${first}, ${second}`;
  if (/^[([][^()[\]]*\d[^()[\]]*[)\]]$/.test(second)) return `${first} ${second}`;
  // "Agent: SMITH" | "JOHN A  NPN: 17000001": a labelled "Last, First" split at its comma, more after the given names.
  if (/^[A-Za-z][A-Za-z .#]*:\s*\p{L}[\p{L}'’-]*$/u.test(first) && /^\p{L}/u.test(second)) return `${first}, ${second}`;
  // "Agent: 40213" | "SMITH, WILLIAM H", "AGENT NAME: SMITH, W" | "AGENT #: 40213": a label's value goes on.
  if (/^[A-Za-z][A-Za-z .#]*:/.test(first)) return `${first}  ${second}`;
  return first;
}

/**
 * "$1,234.56" written without quotes in a CSV: the amount's cell reads "$1" and the next "234.56",
 * and the row has more values than the header has columns. Returns the amount as written, or null.
 */
export function splitByComma(texts: readonly string[], amount: number, headerWidth: number): string | null {
  let wider = false;
  for (let c = headerWidth; c < texts.length && !wider; c++) wider = texts[c] !== '';
  if (!wider || !/^\(?-?\$?\s*-?\d{1,3}$/.test(texts[amount] ?? '')) return null;
  let end = amount + 1;
  while (/^\d{3}$/.test(texts[end] ?? '') && /^\d{3}/.test(texts[end + 1] ?? '')) end++;
  if (!/^\d{3}(?:\.\d{1,2})?\)?$/.test(texts[end] ?? '')) return null;
  return texts.slice(amount, end + 1).join(',');
}
