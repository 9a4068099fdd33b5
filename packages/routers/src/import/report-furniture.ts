import type { SheetRows } from './report-header';
import { isLabelText, isNoteLine, isSectionLine } from './report-row-shapes';
import { COUNT_LINE_PATTERN, PAGE_FURNITURE_PATTERN } from './report-line-words';
import { headerKey } from './synonyms';
import { cellText, parseReportDate } from './values';

// What a printed or exported report repeats on its pages around the table: its header, its title and
// page number, its run date, notes and section titles. Never a person's row, nor a row that failed
// to read (used by report-rows.ts).

/** The lines above a report's header (and the header itself), which each page may print again. */
export type Preamble = {
  /** Every cell's text. */
  texts: ReadonlySet<string>;
  /** Each line's cells, page numbers left out, joined: a title a CSV split at its comma is one line. */
  lines: ReadonlySet<string>;
  /** The labels of its "Label: text" cells ("prepared by"), whose text may change from page to page. */
  labels: ReadonlySet<string>;
};

const isPageMark = (text: string) => PAGE_FURNITURE_PATTERN.test(text);
const lineKey = (texts: readonly string[]) => texts.filter((text) => text !== '' && !isPageMark(text)).join('\u0000');
const labelOf = (text: string) => text.slice(0, text.indexOf(':')).trim().toLowerCase();

export function readPreamble(sheet: SheetRows, dataStart: number): Preamble {
  const texts = new Set<string>();
  const lines = new Set<string>();
  const labels = new Set<string>();
  for (let i = 0; i < dataStart; i++) {
    const line = (sheet.rows[i] ?? []).map(cellText);
    for (const text of line) {
      if (text) texts.add(text);
      if (isLabelText(text)) labels.add(labelOf(text));
    }
    const key = lineKey(line);
    if (key) lines.add(key);
  }
  return { texts, lines, labels };
}

/**
 * A code alone ("40213", "W40213"): in the preamble it may be the agent a one-agent statement is for,
 * so beside other text it is never taken for a title; their row with its amount missing stays an error.
 */
const BARE_CODE = /^[A-Za-z]{0,4}-?\d[\dA-Za-z-]*$/;
const isBareCode = (text: string) => BARE_CODE.test(text) && parseReportDate(text) === null;

/** When the report was run, which each page may print anew: "Printed 11/20/2026 8:14 AM", "As of 10/31/2026". */
const RUN_WORDS =
  /^(?:(?:run|printed|print|prepared|generated|created|produced|report|date|time|as\s+of|on|at)\b[\s,]*)+/i;
const TIME_OF_DAY = /[\s,]+(?:at\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s+[A-Z]{2,4})?$/i;

/** "Run Date: 11/20/2026", "Printed 11/20/2026 08:14 AM", "Report Date: Nov 20, 2026": a date after a label or a run word. */
function isRunDateLine(text: string): boolean {
  const value = isLabelText(text) ? text.slice(text.indexOf(':') + 1) : text.replace(RUN_WORDS, '');
  if (value === text) return false;
  const date = value.replace(TIME_OF_DAY, '').trim();
  // A number alone is no date here: a spreadsheet's serial would make one of any code.
  return /\D/.test(date) && parseReportDate(date) !== null;
}

/**
 * A line a printed report repeats on each page, with no amount: "Page 2 of 3", "** Continued **" or the
 * report's title alone, or its title beside the page number ("Globe Life Chargeback Report | Page 2")
 * or the run date ("Run Date: 11/20/2026 | Page 2"). Beside others, each cell must be one of: a page
 * marker, a text of the preamble (not a code alone), a run date, or a label the preamble used
 * ("Prepared by: …"); or together the cells are a preamble line. A row with a code or a name of its
 * own (40213 | SMITH JOHN) is someone's, even with its amount missing.
 */
export function isPageFurniture(texts: readonly string[], preamble: Preamble): boolean {
  const filled = texts.filter((text) => text !== '');
  if (filled.length === 0) return false;
  if (filled.length === 1) return preamble.texts.has(filled[0]!) || isPageMark(filled[0]!);
  if (preamble.lines.has(lineKey(filled))) return true;
  return filled.every(
    (text) =>
      isPageMark(text) ||
      (preamble.texts.has(text) && !isBareCode(text)) ||
      isRunDateLine(text) ||
      (isLabelText(text) && preamble.labels.has(labelOf(text))),
  );
}

/**
 * A report's closing count: "Total Records: 120", "120 records", "Count" | "120", "Record Count" with its
 * number where the balance goes. The cells beside the balance's hold the count's words and at most its
 * number. Returns whether they give the number (a balance beside them is then a total), or null when
 * the row is no count.
 */
export function readCountLine(
  texts: readonly string[],
  amountColumn: number | undefined,
): { numbered: boolean } | null {
  let words: string | null = null;
  let number: string | null = null;
  for (let c = 0; c < texts.length; c++) {
    const text = texts[c]!;
    if (text === '' || c === amountColumn) continue;
    if (words === null) words = text;
    else if (number === null && /^\d[\d,]*$/.test(text)) number = text;
    else return null;
  }
  if (words === null || !COUNT_LINE_PATTERN.test(words)) return null;
  return { numbered: number !== null || /\d/.test(words) };
}

/**
 * Whether a row is the report's furniture: its header repeated on a later page (one line or each line
 * of a two-row header), its title and page lines, a note, or a section's title ("Pending Items").
 */
export function reportFurniture(
  sheet: SheetRows,
  layout: { dataStart: number; headers: readonly string[]; headerRows?: number },
): (texts: readonly string[], amountText: string, hasAmount: boolean) => boolean {
  const headerKeys = layout.headers.map(headerKey).join('|');
  const firstHeader = (layout.headers.find((header) => header !== '') ?? '').toLowerCase();
  // A two-row header repeated on a later page comes back as its two lines: each is skipped as the
  // header is ("Agent,Agent,Policy…" then "Number,Name,Number…"), looked at only when its first cell is one of theirs.
  const headerLines = new Map<string, string>();
  const headerRows = layout.headerRows ?? 1;
  for (let r = layout.dataStart - headerRows; r < layout.dataStart && headerRows > 1; r++) {
    const line = (sheet.rows[r] ?? []).map(cellText);
    const first = line.find((text) => text !== '');
    if (first !== undefined) headerLines.set(first.toLowerCase(), line.map(headerKey).join('|'));
  }
  // The title lines above the header, which a printed report repeats at the top of each page.
  const preamble = readPreamble(sheet, layout.dataStart);
  return (texts, amountText, hasAmount) => {
    const firstText = texts.find((text) => text !== '');
    if (firstText === undefined) return false;
    // A header repeated on every page of a printed report (the first cell decides cheaply).
    const first = firstText.toLowerCase();
    if (first === firstHeader && texts.map(headerKey).join('|') === headerKeys) return true;
    const headerLine = headerLines.get(first);
    if (headerLine !== undefined && texts.map(headerKey).join('|') === headerLine) return true;
    // Title and page lines: a page number may stand where the amount goes ("… ,,,Page 2").
    if (!hasAmount && isPageFurniture(texts, preamble)) return true;
    // A note or a section's title alone on its row: no one's row, nor (under a group heading) that
    // agent's row with an amount that could not be read.
    return !amountText && (isNoteLine(texts) || isSectionLine(texts));
  };
}
