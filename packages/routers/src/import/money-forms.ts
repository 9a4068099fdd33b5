import type { Cell } from './values';

// How a report column writes its money, decided from the whole column and never cell by cell: a
// file saved with European or French-Canadian regional settings writes `1.234,56` where a US one
// writes `1,234.56`, and `1,234` alone could be either (it is read as US thousands, as always).

/** `point`: US money (`1,234.56`); `comma`: a decimal comma (`1.234,56`); `mixed`: both, so neither is read. */
export type MoneyForm = 'point' | 'comma' | 'mixed';

/** The money forms of a layout's amount columns, by column; a column not named is read as US money. */
export type MoneyForms = ReadonlyMap<number, MoneyForm>;

/** 0-9 */
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The separator before a figure's decimals: `,` or `.` when the figure (what follows it stripped:
 * `)`, `-`, `>`, a ledger mark or a currency code) ends in a digit, that mark and one or two digits;
 * three digits after it are thousands (`1,234`, `1.234`). Read by character codes: it runs on every
 * cell of a 100,000-row report's amount column, where regular expressions cost 25-50 ms.
 */
function decimalMark(text: string): ',' | '.' | null {
  let end = text.length;
  while (end > 0 && !isDigit(text.charCodeAt(end - 1))) end--;
  let start = end;
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
  const decimals = end - start;
  if (decimals < 1 || decimals > 2 || start < 2 || !isDigit(text.charCodeAt(start - 2))) return null;
  const mark = text.charCodeAt(start - 1);
  return mark === 44 ? ',' : mark === 46 ? '.' : null;
}

/**
 * The form of a column's money: a decimal comma when some value ends in a comma and one or two
 * digits and none in a point and one or two digits; both seen is `mixed`. Spreadsheet numbers say
 * nothing (they are numbers already).
 */
export function columnMoneyForm(rows: readonly (readonly Cell[])[], column: number, from = 0): MoneyForm {
  let comma = false;
  let point = false;
  for (let i = from; i < rows.length; i++) {
    const cell = rows[i]?.[column];
    if (typeof cell !== 'string') continue;
    const mark = decimalMark(cell);
    if (mark === ',') comma = true;
    else if (mark === '.') point = true;
    if (comma && point) return 'mixed';
  }
  return comma ? 'comma' : 'point';
}

/**
 * The money forms of a report's amount columns (the balance, or a ledger's debit and credit): a
 * decimal comma is read only in delimited text, whose separator then is not a comma (a semicolon or
 * a tab); a spreadsheet or PDF is read as always.
 */
export function amountMoneyForms(
  sheet: { rows: readonly (readonly Cell[])[]; delimited?: boolean },
  columns: readonly (number | undefined)[],
  dataStart: number,
): MoneyForms {
  const forms = new Map<number, MoneyForm>();
  if (!sheet.delimited) return forms;
  for (const column of columns) {
    if (column !== undefined) forms.set(column, columnMoneyForm(sheet.rows, column, dataStart));
  }
  return forms;
}
