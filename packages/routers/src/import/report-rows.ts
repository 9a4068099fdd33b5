import { AMOUNT_LIMIT_DOLLARS, toMoneyString } from '@agentledger/schema';
import { splitAgentCodeAndName } from './agent-code-name';
import { agingAgeDays, agingColumns, agingSumCents, isAgingTotalHeader } from './aging-columns';
import type { DetectedLayout, SheetRows } from './report-header';
import {
  BALANCE_LABELS,
  filledCount,
  headingAlone,
  headingText,
  isBalanceLabel,
  isLabelText,
  isSentence,
  identifierText,
  identityText,
  isSummaryRow,
  splitByComma,
} from './report-row-shapes';
import { readGroupHeading } from './group-heading';
import { overfullRowProblem, overfullRows } from './overfull-rows';
import { readCountLine, reportFurniture } from './report-furniture';
import { signedByType, transactionEffect } from './transaction-type';
import { rowAgeReader } from './report-row-age';
import type { ReportField } from './report-vocabulary';
import { headerKey, headerWords } from './synonyms';
import { cellText, debitCreditSign, npnDigits, parseMoneyCents, type Cell } from './values';

const CENT_WORDS = new Set(['cents', 'cent', 'pennies']);
const NAME_PARTS = ['firstName', 'middleName', 'lastName', 'suffix'] as const;

export type ReportRecord = {
  /** The row number a person sees in the file (1-based, header and title lines included). */
  rowNumber: number;
  writingNumber: string | null;
  npn: string | null;
  name: string | null;
  amountCents: number;
  /** Days since the debt's date; null when the report gives no date for the row (its age then goes on). */
  ageDays: number | null;
  /** The lines this record stands for, when more than its own (a running balance's last line). */
  rowCount?: number;
  /** What the report's Carrier column says the row is for, when it has one and the cell is not blank. */
  carrier?: string;
};

/** A row naming someone whose amount or date could not be read: it changes nothing and goes to review. */
export type ProblemRow = {
  rowNumber: number;
  writingNumber: string | null;
  npn: string | null;
  name: string | null;
  /** The row's cells under their headers, as written. */
  raw: Record<string, string>;
  /** The amount, when it was the date that could not be read. */
  amountCents: number | null;
  reason: string;
  /** What the report's Carrier column says the row is for, as on a record. */
  carrier?: string;
};
/**
 * Reads a report's rows with a settled layout: data rows become records; subtotal and total rows,
 * repeated headers and group headings do not; a row that cannot be read is a row error.
 */
export function readReportRows(
  sheet: SheetRows,
  layout: Pick<DetectedLayout, 'columns' | 'dataStart' | 'headers' | 'grouped'> & { headerRows?: number },
  today: Date = new Date(),
): {
  records: ReportRecord[];
  problems: ProblemRow[];
  errors: string[];
  recordsProcessed: number;
  summaryRowsSkipped: number;
} {
  const { columns } = layout;
  const get = (row: Cell[], field: ReportField): Cell => {
    const column = columns[field];
    return column === undefined ? null : row[column];
  };
  // "BAL_DUE_CENTS": the amounts are whole cents (123456 is 1,234.56), as the header says.
  const amountInCents =
    columns.amount !== undefined && headerWords(layout.headers[columns.amount]).some((word) => CENT_WORDS.has(word));
  const readMoney = (cell: Cell): number | null => {
    const cents = parseMoneyCents(cell);
    if (!amountInCents || cents === null) return cents;
    return cents % 100 === 0 ? cents / 100 : null;
  };
  // A ledger's Credit column beside its Debit (the amount column): a line adds its debit less its
  // credit (a credit printed with a minus is the same credit); a blank one of the two is nothing.
  const creditColumn = columns.credit;
  // A ledger's transaction type (Advance, Repayment…), when the layout reads one (readsTransactionTypes).
  const typeColumn = creditColumn === undefined ? columns.transactionType : undefined;
  const typeOf = (row: Cell[]) => (typeColumn === undefined ? '' : cellText(row[typeColumn]));
  // An aging table with no balance column (detection settles one only so): each row owes what its
  // aging columns add up to. With its Total for the balance, a row leaving the Total empty owes the
  // same, and a row whose Total is not its aging columns' sum goes to review.
  const summed = columns.amount === undefined ? agingColumns(layout.headers, columns) : [];
  const totalled =
    columns.amount !== undefined &&
    creditColumn === undefined &&
    !amountInCents &&
    isAgingTotalHeader(layout.headers[columns.amount])
      ? agingColumns(layout.headers, columns)
      : [];
  /** The aging columns a row's amount is read from: always when summed, when its Total is empty under a Total. */
  const bucketsOf = (row: Cell[]) =>
    summed.length ? summed : totalled.length && cellText(get(row, 'amount')) === '' ? totalled : null;
  const rowAmount = (row: Cell[]): number | null => {
    const buckets = bucketsOf(row);
    if (buckets) return agingSumCents(row, buckets).cents;
    const debitCell = get(row, 'amount');
    if (creditColumn === undefined) return signedByType(readMoney(debitCell), typeOf(row));
    const debitBlank = cellText(debitCell) === '';
    const creditBlank = cellText(row[creditColumn]) === '';
    if (debitBlank && creditBlank) return null;
    const debit = debitBlank ? 0 : readMoney(debitCell);
    const credit = creditBlank ? 0 : readMoney(row[creditColumn]);
    return debit === null || credit === null ? null : debit - Math.abs(credit);
  };
  /** Why a row's amount could not be read: the cell that is not money (with a Credit column, the one that is not). */
  const unreadAmountReason = (row: Cell[]): string => {
    const buckets = bucketsOf(row);
    const unread = buckets ? agingSumCents(row, buckets).unread : null;
    if (buckets && unread === null && summed.length) return 'no amount under any of its aging columns';
    const cell = unread === null ? unreadAmountCell(row) : row[unread];
    const text = `the amount "${cellText(cell)}"${unread === null ? '' : ` under "${layout.headers[unread]}"`}`;
    if (amountInCents && parseMoneyCents(cell) !== null) {
      return `${text} is not a whole number of cents (the column is in cents)`;
    }
    return /\d\.\d{3,}(?!\d)/.test(cellText(cell))
      ? `${text} has fractions of a cent (amounts are read to the cent, never rounded)`
      : `${text} is not a number`;
  };
  /** The amount cell a row's amount could not be read from (with a Credit column, the one that is not money). */
  const unreadAmountCell = (row: Cell[]): Cell => {
    const debitCell = get(row, 'amount');
    if (creditColumn === undefined || (cellText(debitCell) !== '' && readMoney(debitCell) === null)) return debitCell;
    return cellText(row[creditColumn]) === '' ? debitCell : row[creditColumn];
  };
  const agingColumnSet = new Set([...summed, ...totalled].map(({ column }) => column));
  const isAmountColumn = (column: number) =>
    column === columns.amount || column === creditColumn || agingColumnSet.has(column);
  // A Carrier column's text (report-carriers.ts sorts the rows by it); "Aetna" beside an amount alone is Aetna's subtotal.
  const carrierOf = (row: Cell[]): { carrier?: string } => {
    const text = cellText(get(row, 'carrier'));
    return text ? { carrier: text } : {};
  };
  const isTotalColumn = (column: number) => isAmountColumn(column) || column === columns.carrier;
  /** The text where the row's amount stands, for telling a note from a row with its amount missing. */
  const amountTextOf = (row: Cell[]): string =>
    summed.length
      ? (summed.map(({ column }) => cellText(row[column])).find((text) => text !== '') ?? '')
      : cellText(get(row, 'amount')) || cellText(get(row, 'credit'));
  // Repeated headers, title and page lines, notes and section titles: no one's rows.
  const isFurniture = reportFurniture(sheet, layout);
  const ageOfRow = rowAgeReader(columns, layout.headers, today);
  // No date or days column: an aging table's columns say how old each row's debt is at least.
  const aging = columns.date === undefined && columns.days === undefined ? agingColumns(layout.headers, columns) : [];
  const records: ReportRecord[] = [];
  const problems: ProblemRow[] = [];
  const errors: string[] = [];
  const rawOf = (row: Cell[]): Record<string, string> => {
    const raw: Record<string, string> = {};
    row.forEach((cell, column) => {
      const text = cellText(cell);
      if (text) raw[layout.headers[column] || `Column ${column + 1}`] = text;
    });
    return raw;
  };
  // A bare heading ("Jane Doe 40213") is one only when its text is all its row holds and the next row
  // is a policy row: an amount, something beside it, and no one in the agent's own columns.
  const agentColumns = (['writingNumber', 'npn', 'name', 'firstName', 'lastName'] as const).flatMap((field) =>
    columns[field] === undefined ? [] : [columns[field]],
  );
  const headsPolicyRows = (at: number, texts: readonly string[]): boolean => {
    if (filledCount(texts) !== 1 && headingText(texts) === texts.find((text) => text !== '')) return false;
    for (let j = at + 1; j < sheet.rows.length; j++) {
      const next = (sheet.rows[j] ?? []).map(cellText);
      if (next.every((text) => text === '')) continue;
      return (
        rowAmount(sheet.rows[j]!) !== null &&
        filledCount(next) >= 2 &&
        agentColumns.every((column) => !identityText(sheet.rows[j]![column])) &&
        !isSummaryRow(next)
      );
    }
    return false;
  };
  // A name given in parts (First, Middle, Last, Suffix columns), read only when there is no whole name.
  const nameInParts = NAME_PARTS.some((field) => columns[field] !== undefined);
  const nameFromParts = (row: Cell[]) =>
    NAME_PARTS.map((field) => identityText(get(row, field)))
      .filter(Boolean)
      .join(' ');
  let recordsProcessed = 0;
  let summaryRowsSkipped = 0;
  let group: { writingNumber: string | null; name: string | null } | null = null;
  // What the rows above add up to, for totals whose wording does not give them away: since the last
  // total, over the whole report, the last total itself; and one agent's run of rows.
  const sums = { sinceTotal: 0, sinceRows: 0, grand: 0, grandRows: 0, lastTotal: null as number | null };
  let run: { key: string; cents: number; rows: number } | null = null;
  const byCode = columns.writingNumber !== undefined || columns.npn !== undefined;
  const named = columns.name !== undefined || columns.lastName !== undefined;
  const skipTotal = (cents: number | null) => {
    summaryRowsSkipped++;
    if (cents !== null) sums.lastTotal = cents;
    sums.sinceTotal = 0;
    sums.sinceRows = 0;
    run = null;
  };
  // Delimited text only: a spreadsheet's value past the header is in a column of its own.
  const overfull = sheet.delimited ? overfullRows(sheet.rows, layout.dataStart - 1, layout.dataStart) : null;
  for (let i = layout.dataStart; i < sheet.rows.length; i++) {
    const row = sheet.rows[i] ?? [];
    const texts = row.map(cellText);
    if (texts.every((t) => t === '')) continue;
    const amountCell = get(row, 'amount');
    // Read once: whether the row holds an amount decides how a row with no person is read, too.
    const readAmount = rowAmount(row);
    const heading =
      layout.grouped && readAmount === null ? readGroupHeading(headingText(texts), headingAlone(texts)) : null;
    if (heading && (!heading.bare || headsPolicyRows(i, texts))) {
      group = { writingNumber: heading.writingNumber, name: heading.name };
      continue;
    }
    if (isSummaryRow(texts) && !npnDigits(get(row, 'npn'))) {
      skipTotal(readAmount);
      continue;
    }
    // "120 records", "Record Count | | 120": a closing count, its number alone or where the balance goes
    // (a whole number); a balance beside its number ("Count 120 | | 4,512.00") is the total of the rows.
    const count = readCountLine(texts, columns.amount);
    if (count) {
      if (readAmount === null || (!count.numbered && readAmount % 100 === 0)) continue;
      if (count.numbered) {
        skipTotal(readAmount);
        continue;
      }
    }
    if (isFurniture(texts, amountTextOf(row), readAmount !== null)) continue;
    const rowNumber = i + 1;
    let name = identityText(get(row, 'name')) || (nameInParts ? nameFromParts(row) : '') || null;
    let writingNumber = identifierText(get(row, 'writingNumber'));

    // "12345 - SMITH, JOHN" in the writing agent's cell, or "SMITH, JOHN (12345)" in the name's:
    // the code is the writing number and the rest the name, unless a column of its own gives it.
    const fromNumber = writingNumber ? splitAgentCodeAndName(writingNumber) : null;
    if (fromNumber) {
      writingNumber = fromNumber.code;
      name ??= fromNumber.name;
    }
    const fromName = name ? splitAgentCodeAndName(name) : null;
    if (fromName) {
      name = fromName.name;
      writingNumber ??= fromName.code;
    }
    // "Less: Amounts Withheld", "Prepared by: Commission Accounting": a label and its text, no one's name or number.
    if (name && isLabelText(name)) name = null;
    if (writingNumber && (isLabelText(writingNumber) || isSentence(writingNumber))) writingNumber = null;
    const npn = npnDigits(get(row, 'npn'));
    if (!writingNumber && !npn && name && BALANCE_LABELS.has(headerKey(name)) && readAmount !== null) {
      skipTotal(readAmount);
      continue;
    }
    // "71001, BALANCE DUE, 200.00" under the agent's rows: a label where the name goes is no one's
    // name. Their subtotal when it is what their rows add up to; otherwise review asks.
    if ((writingNumber || npn) && name && readAmount !== null && isBalanceLabel(name)) {
      const lastRun = run as { key: string; cents: number; rows: number } | null;
      if (lastRun && lastRun.key === `${writingNumber ?? ''}|${npn ?? ''}` && readAmount === lastRun.cents) {
        skipTotal(readAmount);
        continue;
      }
      recordsProcessed++;
      errors.push(`Row ${rowNumber}: "${name}" where the agent's name goes is a label, not a person: a total?`);
      problems.push({
        rowNumber,
        writingNumber,
        npn,
        name: null,
        raw: rawOf(row),
        amountCents: readAmount,
        reason: `"${name}" where the agent's name goes is a label, not a person: a total?`,
        ...carrierOf(row),
      });
      continue;
    }
    // The row's error, and (when it names someone or holds an amount) its place in review.
    const problem = (reason: string, amountCents: number | null = null) => {
      errors.push(`Row ${rowNumber}: ${reason}`);
      problems.push({ rowNumber, writingNumber, npn, name, raw: rawOf(row), amountCents, reason, ...carrierOf(row) });
    };
    // A label where the name goes ("Remittance Figure"), no writing number or NPN where the other rows
    // have one, and an amount that is what the rows above add up to: likely a total, but a person
    // ("Pat Lee") could owe that too, so review asks. A name written "Last, First" is a person's.
    if (
      byCode &&
      !writingNumber &&
      !npn &&
      name &&
      !name.includes(',') &&
      readAmount !== null &&
      readAmount !== 0 &&
      ((sums.sinceRows >= 2 && readAmount === sums.sinceTotal) ||
        (sums.grandRows >= 2 && readAmount === sums.grand) ||
        readAmount === sums.lastTotal)
    ) {
      recordsProcessed++;
      problem('names no writing number or NPN, and its amount is what the rows above add up to: a total?', readAmount);
      continue;
    }
    // An agent's writing number (or NPN) and an amount alone under their named rows, the amount being
    // those rows' sum: their subtotal. Under one row it could as well be a second debt: review asks.
    const codeOnly =
      named &&
      (writingNumber || npn) &&
      !name &&
      texts.every((text, c) => !text || isAmountColumn(c) || c === columns.writingNumber || c === columns.npn);
    const lastRun = run as { key: string; cents: number; rows: number } | null;
    if (codeOnly && lastRun && lastRun.key === `${writingNumber ?? ''}|${npn ?? ''}` && readAmount === lastRun.cents) {
      if (lastRun.rows >= 2) {
        skipTotal(readAmount);
        continue;
      }
      recordsProcessed++;
      problem(
        'holds only the writing number and the amount of the row above: a subtotal, or a second debt?',
        readAmount,
      );
      continue;
    }
    if (!writingNumber && !npn && !name) {
      if (group) {
        ({ writingNumber, name } = group);
      } else if (readAmount !== null && texts.every((text, c) => !text || isTotalColumn(c))) {
        // An amount alone, with no person: a total of the rows above, whatever its wording.
        skipTotal(readAmount);
        continue;
      } else if (readAmount !== null) {
        // An amount with a policy or a date but no person (the agent left blank on repeat rows): whose
        // it is is not said, so it goes to review with its amount rather than be dropped as a total.
        recordsProcessed++;
        problem('no writing number, NPN or name', readAmount);
        continue;
      } else {
        recordsProcessed++;
        errors.push(`Row ${rowNumber}: no writing number, NPN or name`);
        continue;
      }
    }
    recordsProcessed++;
    let amountCents = readAmount;
    const split = (columns.amount === undefined ? summed.map(({ column }) => column) : [columns.amount])
      .map((column) => splitByComma(texts, column, layout.headers.length))
      .find((text) => text !== null);
    if (split) {
      problem(`the amount "${split}" was split in two by an unquoted comma: put it in quotes in the file`);
      continue;
    }
    if (overfull?.rows.has(i)) {
      problem(overfullRowProblem(row, overfull.width));
      continue;
    }
    if (amountCents === null) {
      problem(unreadAmountReason(row));
      continue;
    }
    // A kind of line that says neither ("Adjustment", "Transfer"): whether it adds or takes off is asked.
    if (typeOf(row) !== '' && transactionEffect(typeOf(row)) === null) {
      problem(
        `the transaction type "${typeOf(row)}" does not say whether the line adds to the debt or takes it off`,
        amountCents,
      );
      continue;
    }
    // Each printed figure is rounded to the cent: a Total and its n aging amounts may be (n + 1) / 2 cents apart.
    if (totalled.length && cellText(amountCell) !== '') {
      const buckets = agingSumCents(row, totalled);
      if (buckets.cents !== null && Math.abs(buckets.cents - amountCents) > Math.floor((buckets.filled + 1) / 2)) {
        problem(
          `${layout.headers[columns.amount!]} ${toMoneyString(amountCents / 100)} is not the sum of its aging ` +
            `columns ${toMoneyString(buckets.cents / 100)}`,
        );
        continue;
      }
    }
    // "250.00" beside "CR" in a column of its own is a credit of 250.00.
    const markCell = get(row, 'debitCredit');
    if (cellText(markCell)) {
      const sign = debitCreditSign(markCell);
      if (sign === null) {
        problem(`the debit or credit mark "${cellText(markCell)}" is neither DR nor CR`);
        continue;
      }
      amountCents = sign * Math.abs(amountCents);
    }
    if (Math.abs(amountCents) >= AMOUNT_LIMIT_DOLLARS * 100) {
      problem(
        `the amount "${cellText(amountCell) || toMoneyString(amountCents / 100)}" is too large (a trillion dollars or more)`,
      );
      continue;
    }
    const age = ageOfRow(get(row, 'date'), get(row, 'days'));
    if ('problem' in age) {
      problem(age.problem, amountCents);
      continue;
    }
    const ageDays = age.ageDays ?? (aging.length ? agingAgeDays(row, aging) : null);
    records.push({ rowNumber, writingNumber, npn, name, amountCents, ageDays, ...carrierOf(row) });
    sums.sinceTotal += amountCents;
    sums.sinceRows++;
    sums.grand += amountCents;
    sums.grandRows++;
    const key = `${writingNumber ?? ''}|${npn ?? ''}`;
    const current = run as { key: string; cents: number; rows: number } | null;
    run =
      name && current?.key === key
        ? { key, cents: current.cents + amountCents, rows: current.rows + 1 }
        : name
          ? { key, cents: amountCents, rows: 1 }
          : null;
  }
  return { records, problems, errors, recordsProcessed, summaryRowsSkipped };
}
