/** A cell as the table readers give it: text, a spreadsheet number or date, or nothing. */
export type Cell = string | number | boolean | Date | null | undefined;

export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  // SheetJS gives date cells as local midnight: the local calendar day is the cell's day.
  if (cell instanceof Date) return parseDate(cell) ?? '';
  return String(cell).trim();
}

/**
 * Money to whole cents, exactly: 1234.56, "$1,234.56", "-1,234.56", "(1,234.56)" (a credit),
 * "$ (12.00)", "1,234.56-". Null when the cell is not money.
 */
export function parseMoneyCents(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) : null;
  let text = cellText(cell).replace(/\s+/g, '');
  if (!text) return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = true;
    text = text.slice(0, -1);
  }
  text = text.replace(/^\$/, '').replace(/^-\$/, '-').replace(/^\$-/, '-');
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = !negative;
    text = text.slice(1, -1).replace(/^\$/, '');
  }
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$|^-?\.\d{1,2}$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  const cents = Math.abs(Number(whole || '0')) * 100 + Number(fraction.padEnd(2, '0') || '0');
  return (negative ? -1 : 1) * sign * cents;
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

/**
 * A date to YYYY-MM-DD: spreadsheet date cells and serial numbers, MM/DD/YYYY, MM/DD/YY (two-digit
 * years are 2000-2069 or 1970-1999), YYYY-MM-DD, and MM-DD-YYYY.
 */
export function parseDate(cell: Cell): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? null : isoDate(cell.getFullYear(), cell.getMonth() + 1, cell.getDate());
  }
  if (typeof cell === 'number') {
    if (cell < 1 || cell > 100_000) return null;
    return new Date(EXCEL_EPOCH_UTC + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  }
  const text = cellText(cell);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (us) {
    let year = Number(us[3]);
    if (us[3]!.length === 2) year += year < 70 ? 2000 : 1900;
    return isoDate(year, Number(us[1]), Number(us[2]));
  }
  return null;
}

/**
 * A date of birth: as parseDate, but a two-digit year that would put the birth in the future is in
 * the previous century (`01/01/60` is 1960).
 */
export function parseBirthDate(cell: Cell, today: Date = new Date()): string | null {
  const date = parseDate(cell);
  if (!date || !/[/-]\d{2}$/.test(cellText(cell))) return date;
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
