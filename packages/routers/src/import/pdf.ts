import { REPORT_VOCABULARY as REPORT_COLUMNS, type ReportField } from './report-vocabulary';
import { headerKey } from './synonyms';
import type { Cell } from './values';

/** Synonyms as word sequences, longest first, to find which columns a printed header line has. */
const PHRASES = (Object.entries(REPORT_COLUMNS) as [ReportField, readonly string[]][])
  .flatMap(([field, names]) => names.map((name) => ({ field, words: headerKey(name.replace(/\(.*\)/, '')) })))
  .sort((a, b) => b.words.length - a.words.length);

function headerFields(line: string): Set<ReportField> {
  let key = headerKey(line);
  const fields = new Set<ReportField>();
  for (const phrase of PHRASES) {
    if (phrase.words && key.includes(phrase.words)) {
      fields.add(phrase.field);
      key = key.replace(phrase.words, '|');
    }
  }
  return fields;
}

const DATE = /(\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})(?!\d)/g;
const MONEY = /\(?-?\$?\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})\)?-?|\(?-?\$?\s?\d+\.\d{2}\)?-?/g;
// An NPN stands alone (3-10 digits), or runs on from the name when columns touch (6-10 digits, so the
// digits of a writing number like FO4029 are never taken for one).
const NPN = /(?:(?<![\dA-Za-z.,$/-])\d{3,10}|(?<![\d.,$/-])\d{6,10})(?![\d.,/])/g;
const WRITING_NUMBER = /^([A-Za-z]{1,6}-?\d{2,}[A-Za-z0-9-]*?|\d{2,}[A-Za-z][A-Za-z0-9-]*?)(?=\s|[A-Z][a-z]|$)/;

function takeLast(text: string, pattern: RegExp): [string | null, string] {
  const matches = [...text.matchAll(pattern)];
  const last = matches[matches.length - 1];
  if (!last || last.index === undefined) return [null, text];
  return [last[0].trim(), `${text.slice(0, last.index)} ${text.slice(last.index + last[0].length)}`];
}

/** One printed data line read by the shapes of its values: money, date or days, NPN, writing number, name. */
function readLine(line: string, fields: Set<ReportField>): Record<ReportField, string | null> {
  let rest = line;
  let date: string | null = null;
  let days: string | null = null;
  if (fields.has('date')) [date, rest] = takeLast(rest, DATE);
  const [amount, afterMoney] = takeLast(rest, MONEY);
  rest = afterMoney;
  if (fields.has('days') && !date) [days, rest] = takeLast(rest, /(?<![\d.,])(\d{1,5})\s*$/g);
  let npn: string | null = null;
  if (fields.has('npn')) [npn, rest] = takeLast(rest, NPN);
  let writingNumber: string | null = null;
  rest = rest.trim();
  if (fields.has('writingNumber')) {
    const match = WRITING_NUMBER.exec(rest);
    if (match) {
      writingNumber = match[1] ?? null;
      rest = rest.slice(match[0].length);
    }
  }
  const name = rest.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '') || null;
  return {
    writingNumber,
    npn,
    name,
    firstName: null,
    middleName: null,
    lastName: null,
    suffix: null,
    amount,
    date,
    days,
  };
}

const CANONICAL: Record<ReportField, string> = {
  writingNumber: 'Writing Number',
  npn: 'NPN',
  name: 'Agent Name',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  suffix: 'Suffix',
  amount: 'Balance',
  date: 'As Of Date',
  days: 'Days',
};

/**
 * The table in a PDF's text lines: the header line found by its column names, then each line after
 * it read by the shapes of its values. Lines with no amount and no NPN (page headers, footers) are
 * left out; repeated header lines on later pages are skipped.
 */
export function tableFromPdfLines(textLines: readonly string[]): Cell[][] {
  const lines = textLines.map((line) => line.trim());
  let fields: Set<ReportField> | null = null;
  const header: ReportField[] = [];
  const rows: Cell[][] = [];
  for (const line of lines) {
    const found = headerFields(line);
    const looksLikeHeader =
      found.has('amount') && (found.has('npn') || found.has('name') || found.has('writingNumber'));
    // A header repeated on a later page has no money in it; a data line that merely contains a column word has.
    if (looksLikeHeader && (!fields || line.search(MONEY) < 0)) {
      if (!fields) {
        fields = found;
        header.push(...(Object.keys(CANONICAL) as ReportField[]).filter((f) => found.has(f)));
        rows.push(header.map((f) => CANONICAL[f]));
      }
      continue;
    }
    if (!fields || !line) {
      rows.push([line]);
      continue;
    }
    const values = readLine(line, fields);
    if (!values.amount && !values.npn) continue;
    rows.push(header.map((f) => values[f]));
  }
  return rows;
}
