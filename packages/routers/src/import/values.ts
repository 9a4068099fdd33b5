import { readNpn } from '@agentledger/schema';

/** A cell as the table readers give it: text, a spreadsheet number or date, or nothing. */
export type Cell = string | number | boolean | Date | null | undefined;

export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  // SheetJS gives date cells as local midnight: the local calendar day is the cell's day.
  if (cell instanceof Date) return parseDate(cell) ?? '';
  return String(cell).trim();
}

/**
 * A row's cells as text, like `row.map(cellText)`. A delimited file's row is text already, and its
 * cells rarely start or end with a space: then the row itself is its texts (a 100,000-row report
 * allocated 100,000 copies only to read them once). Callers only read the texts.
 */
export function rowTexts(row: readonly Cell[]): readonly string[] {
  for (const cell of row) {
    if (typeof cell !== 'string') return row.map(cellText);
    // Printable ASCII at both ends: nothing for trim() to take off.
    const first = cell.charCodeAt(0);
    const last = cell.charCodeAt(cell.length - 1);
    if (cell !== '' && !(first > 32 && first < 127 && last > 32 && last < 127)) return row.map(cellText);
  }
  return row as readonly string[];
}

/**
 * Money to whole cents, exactly: 1234.56, "$1,234.56", "-1,234.56", "(1,234.56)" (a credit),
 * "$ (12.00)", "1,234.56-" (a trailing minus), "−12.00" (U+2212), "+12.00", "412.5", "$281",
 * "USD 12.00", "12.00 USD", the accounting zero "$ -" (or "--"), "<12.00>" (a credit), and the ledger
 * marks "DR"/"CR" before or after the figure, in parentheses or not (debit: owed; credit: in the
 * agent's favour), and "DB" as statements that write a debit so print it ("310.45 DB": before, not
 * money, and a Debit Balance column of them was no balance column). Null when the cell is not money.
 */
const CURRENCY_CODE = /^(?:USD|US\$)|USD$/gi;

/**
 * A spreadsheet number in cents as the cell shows it: read to 15 significant digits as Excel does,
 * then rounded half away from zero, so 1.005 (1.00499999… in binary) is 1.01 and -1.005 is -1.01.
 */
function numberCents(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(15))) || 0;
}

/** A money cell's text as the full reading takes it: no spaces, one kind of minus, no currency code. */
function moneyText(cell: Cell): string {
  // PDFs print minus as U+2212 or a dash; exports add the currency code before or after the figure.
  return cellText(cell)
    .replace(/\s+/g, '')
    .replace(/[\u2012-\u2015\u2212\ufe63\uff0d]/g, '-')
    .replace(CURRENCY_CODE, '');
}

/** A ledger mark before or after the figure ("DR12.00", "12.00CR", "12.00(CR)", "12.00 DB") and the figure without it. */
function splitLedgerMark(text: string): { mark: 'DR' | 'CR' | null; figure: string } {
  // "12.00 (CR)": the mark in parentheses is the mark.
  const unwrapped = text.replace(
    /^\((DR|CR|DB)\)|\((DR|CR|DB)\)$/i,
    (_, before?: string, after?: string) => before ?? after ?? '',
  );
  const match = /^(DR|CR|DB)(.+)$|^(.+?)(DR|CR|DB)$/i.exec(unwrapped);
  if (!match) return { mark: null, figure: unwrapped };
  const mark = (match[1] ?? match[4] ?? '').toUpperCase() === 'CR' ? 'CR' : 'DR';
  return { mark, figure: match[2] ?? match[3] ?? '' };
}

/**
 * Whether a money cell says itself whether it is owed or a credit: "125.00 CR", "DR 40.00",
 * "12.00 (CR)", "12.00 USD CR". The same reading as parseMoneyCents: a mark on what is not money is none.
 */
export function hasLedgerMark(cell: Cell): boolean {
  if (typeof cell !== 'string' || !/[cd]r|db/i.test(cell)) return false;
  return splitLedgerMark(moneyText(cell)).mark !== null && parseMoneyCents(cell) !== null;
}

export function parseMoneyCents(cell: Cell): number | null {
  if (typeof cell === 'number') return numberCents(cell);
  if (typeof cell === 'string') {
    const plain = plainMoneyCents(cell);
    if (plain !== null) return plain;
  }
  let text = moneyText(cell);
  if (!text) return null;
  // Excel's accounting format prints zero as a dash: "$ -", " -   "; some reports a double dash.
  if (/^\$?--?\$?$/.test(text)) return 0;
  const { mark, figure } = splitLedgerMark(text);
  text = figure;
  let negative = mark === 'CR';
  // Again inside a ledger mark ("12.00 USD CR").
  text = text.replace(CURRENCY_CODE, '');
  // "(12.00)", and "<12.00>" as some ledgers print a credit.
  if (/^\(.*\)$|^<.*>$/.test(text)) {
    negative = !negative;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  text = text
    .replace(/^\+(?=\$?[\d.])/, '')
    .replace(/^\$/, '')
    .replace(/^-\$/, '-')
    .replace(/^\$-/, '-');
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = !negative;
    text = text.slice(1, -1).replace(/^\$/, '');
  }
  // "125.5000" from a database export's numeric(12,4): zeros past the cents change nothing.
  text = text.replace(/(\.\d{2})0+$/, '$1');
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$|^-?\.\d{1,2}$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  // "-.50" leaves a whole part of "-" alone: its digits are none, so 0 (Number('-') is NaN).
  const cents = Number(whole.replace(/^-/, '') || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  // Never a NaN into a balance: what does not come out a number was not read.
  if (!Number.isFinite(cents)) return null;
  return (negative ? -1 : 1) * sign * cents;
}

/**
 * Money written with a decimal comma (`1.234,56`, `250,00`, `-12,5`, `(1.000,00)`, `1 234,56` with a
 * space, U+00A0 or U+202F between thousands), in every form parseMoneyCents reads: the point and
 * comma change places. Only for a column whose values, together, say so (money-forms.ts).
 */
export function decimalCommaMoneyCents(cell: Cell): number | null {
  if (typeof cell !== 'string') return parseMoneyCents(cell);
  return parseMoneyCents(cell.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.')));
}

/** `1234.56`, `$1,234.56`, `$-12.5`, `(1,234.56)`, `($12.00)`: the forms nearly every report uses. */
const PLAIN_MONEY = /^(\()?\$?(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(\))?$/;

/**
 * The common forms of money in one regular expression, as parseMoneyCents would read them
 * (parentheses and a minus each turn the sign round); null for anything else, which the full
 * reading then decides. A 100,000-row report has 100,000 amounts to read.
 */
function plainMoneyCents(text: string): number | null {
  const match = PLAIN_MONEY.exec(text);
  if (!match || Boolean(match[1]) !== Boolean(match[5])) return null;
  const dollars = match[3]!.includes(',') ? match[3]!.replaceAll(',', '') : match[3]!;
  const cents = Number(dollars) * 100 + Number((match[4] ?? '').padEnd(2, '0'));
  return Boolean(match[1]) !== Boolean(match[2]) ? -cents : cents;
}

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** YYYY-MM-DD for a real calendar day, else null (arithmetic only: this runs once per report row). */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day > days ? null : `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** A month's number from its name or abbreviation ("Oct", "October", "SEPT."), else 0. */
function monthNumber(name: string): number {
  const key = name.toLowerCase().replace(/\.$/, '');
  return MONTHS[key] ?? MONTHS[key.slice(0, 3)] ?? 0;
}

/** Two-digit years are 2000-2069 or 1970-1999. */
function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? year + (year < 70 ? 2000 : 1900) : year;
}

/**
 * A date to YYYY-MM-DD: spreadsheet date cells, serial numbers and YYYYMMDD numbers, MM/DD/YYYY, MM/DD/YY, YYYY-MM-DD
 * (with or without a time: ISO timestamps), YYYY/MM/DD, YYYY.MM.DD, YYYYMMDD, MM-DD-YYYY, and dates with month
 * names: "Oct 3, 2026", "October 3 2026", "3-Oct-2026", "03 OCT 26".
 */
const WEEKDAY = /^(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+(?=[A-Za-z]{3})/i;

export function parseDate(cell: Cell): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? null : isoDate(cell.getFullYear(), cell.getMonth() + 1, cell.getDate());
  }
  if (typeof cell === 'number') {
    // A YYYYMMDD date kept as a number by a spreadsheet (20261003); serials stay below 100,000.
    if (Number.isInteger(cell) && cell >= 19_000_101 && cell <= 20_991_231) return parseDate(String(cell));
    if (cell < 1 || cell > 100_000) return null;
    return new Date(EXCEL_EPOCH_UTC + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  }
  // "Thursday, October 1, 2026": the weekday adds nothing.
  const text = cellText(cell).replace(WEEKDAY, '');
  const iso = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[3]), Number(iso[4]));
  const compact = /^((?:19|20)\d{2})(\d{2})(\d{2})$/.exec(text);
  if (compact) return isoDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(text);
  if (us) return isoDate(fullYear(us[3]!), Number(us[1]), Number(us[2]));
  // "Oct 3, 2026", "October 3rd 2026", "Oct-03-2026".
  const monthFirst = /^([A-Za-z]{3,9}\.?)(?:\s+|-)(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+|-)(\d{4}|\d{2})$/.exec(text);
  if (monthFirst) return isoDate(fullYear(monthFirst[3]!), monthNumber(monthFirst[1]!), Number(monthFirst[2]));
  const dayFirst = /^(\d{1,2})[\s-]([A-Za-z]{3,9}\.?)[\s-](\d{4}|\d{2})$/.exec(text);
  if (dayFirst) return isoDate(fullYear(dayFirst[3]!), monthNumber(dayFirst[2]!), Number(dayFirst[1]));
  return null;
}

/**
 * An NPN from a number cell or a text cell, by the one NPN rule the forms and the API use too
 * (readNpn: up to 10 digits, spaces, a ".0" or thousands separators a spreadsheet added read,
 * leading zeros kept). Null when the cell is not an NPN.
 */
export function npnDigits(cell: Cell): string | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) ? readNpn(String(cell)) : null;
  return readNpn(cellText(cell));
}

/** A debit or credit mark in a column of its own: 1 owed (DR, Debit, D), -1 a credit (CR, Credit, C), else null. */
export function debitCreditSign(cell: Cell): 1 | -1 | null {
  const mark = cellText(cell).toLowerCase().replace(/\.$/, '');
  if (mark === 'dr' || mark === 'd' || mark === 'db' || mark === 'debit') return 1;
  if (mark === 'cr' || mark === 'c' || mark === 'credit') return -1;
  return null;
}

/**
 * A debt's date in a carrier's report: a date as parseDate reads it, or a statement month ("Oct 2026",
 * "October 2026", "10/2026", "2026-10"), read as the month's last day: the day its statement closed,
 * so the debt is never aged older than the report shows.
 */
export function parseReportDate(cell: Cell): string | null {
  const date = parseDate(cell);
  if (date || typeof cell !== 'string') return date;
  const text = cell.trim();
  const named = /^([A-Za-z]{3,9}\.?)[\s,-]+(\d{4})$/.exec(text);
  if (named) return monthEnd(Number(named[2]), monthNumber(named[1]!));
  const monthYear = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (monthYear) return monthEnd(Number(monthYear[2]), Number(monthYear[1]));
  const yearMonth = /^(\d{4})-(\d{2})$/.exec(text);
  return yearMonth ? monthEnd(Number(yearMonth[1]), Number(yearMonth[2])) : null;
}

function monthEnd(year: number, month: number): string | null {
  if (month < 1 || month > 12 || year < 1900 || year > 2099) return null;
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * A date of birth: as parseDate, but a two-digit year that would put the birth in the future is in
 * the previous century (`01/01/60`, `03 OCT 60` are 1960). A year written with four digits is what it
 * says (`2030-05-05` stays 2030, for the caller to refuse as a future birth): only text with no run
 * of three digits has a two-digit year (a date cell, a serial or `19600101` never does).
 */
export function parseBirthDate(cell: Cell, today: Date = new Date()): string | null {
  const date = parseDate(cell);
  if (!date || typeof cell !== 'string' || /\d{3}/.test(cell)) return date;
  const todayIso = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())).toISOString();
  return date > todayIso.slice(0, 10) ? `${Number(date.slice(0, 4)) - 100}${date.slice(4)}` : date;
}

/** Whole days from a days column ("114", 114, "114 days"). */
export function parseDays(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? Math.round(cell) : null;
  const match = /^(\d{1,5})(\s*days?)?$/i.exec(cellText(cell));
  return match ? Number(match[1]) : null;
}

/** Days between a YYYY-MM-DD date and today (0 for a date in the future). */
export function daysSince(isoDay: string, today: Date = new Date()): number {
  const then = Date.parse(`${isoDay}T00:00:00Z`);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.round((now - then) / 86_400_000));
}
