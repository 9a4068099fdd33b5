import { splitAgentCodeAndName } from './agent-code-name';
import { columnMoneyForm } from './money-forms';
import { withoutStatusFlags } from './name-flags';
import { readNamesakeMark } from './namesake-mark';
import {
  cellText,
  debitCreditSign,
  decimalCommaMoneyCents,
  parseDate,
  parseMoneyCents,
  parseReportDate,
  type Cell,
} from './values';

/** What the filled cells of a column look like, as shares of those cells (0 to 1). */
export type ColumnShape = {
  filled: number;
  money: number;
  date: number;
  npn: number;
  code: number;
  name: number;
  /** An agent's code and name in one cell ("12345 - SMITH, JOHN"). */
  codeAndName: number;
  /** A debit or credit mark alone: DR, CR, Debit, Credit. */
  debitCredit: number;
};

const NAME_LIKE = /^[\p{L}][\p{L} .,'’-]*$/u;
const CODE_LIKE = /^[A-Za-z0-9][A-Za-z0-9./-]{0,24}$/;

function isDateLike(cell: Cell, text: string): boolean {
  if (cell instanceof Date) return true;
  // A spreadsheet serial (days since 1899) between 1954 and 2119, or a YYYYMMDD number: only in a
  // column whose header says date.
  if (typeof cell === 'number') {
    return (
      Number.isInteger(cell) && ((cell > 20_000 && cell < 80_000) || (cell > 19_000_000 && parseDate(cell) !== null))
    );
  }
  return (/[a-z/.-]/i.test(text) || /^(?:19|20)\d{6}$/.test(text)) && parseReportDate(text) !== null;
}

/**
 * The shape of a column's values, from the data rows below a header: money, dates, NPN-like digits,
 * codes (writing numbers) and names. Headers say what a column should be; shapes confirm it.
 */
export function columnShape(rows: readonly Cell[][], column: number): ColumnShape {
  let filled = 0;
  let money = 0;
  let date = 0;
  let npn = 0;
  let code = 0;
  let name = 0;
  let codeAndName = 0;
  let debitCredit = 0;
  // A column of decimal-comma money (`250,00`) is money; one mixing both forms is too, though its
  // amounts are then not read (money-forms.ts). Whether the file allows a decimal comma is the row reader's.
  const form = columnMoneyForm(rows, column);
  const isMoney = (cell: Cell) =>
    form === 'point'
      ? parseMoneyCents(cell) !== null
      : decimalCommaMoneyCents(cell) !== null || (form === 'mixed' && parseMoneyCents(cell) !== null);
  for (const row of rows) {
    const cell = row[column];
    const text = cellText(cell);
    if (!text) continue;
    filled++;
    if (isMoney(cell) && /\d/.test(text)) money++;
    if (isDateLike(cell, text)) date++;
    if (/^\d{1,10}$/.test(text)) npn++;
    if (CODE_LIKE.test(text) && /\d/.test(text)) code++;
    // A name flagged as terminated ("GARCIA, MARIA L (TERM)", "*NGUYEN, LINH") is a name.
    const flagless = withoutStatusFlags(text);
    // "NGUYEN, LINH #2": a name with the number telling namesakes apart is a name (namesake-mark.ts).
    const named = readNamesakeMark(flagless)?.name ?? flagless;
    if (NAME_LIKE.test(named) && /\p{L}{2}/u.test(named)) name++;
    else if (splitAgentCodeAndName(named)) codeAndName++;
    if (debitCreditSign(text) !== null) debitCredit++;
  }
  const share = (n: number) => (filled ? n / filled : 0);
  return {
    filled,
    money: share(money),
    date: share(date),
    npn: share(npn),
    code: share(code),
    name: share(name),
    codeAndName: share(codeAndName),
    debitCredit: share(debitCredit),
  };
}
