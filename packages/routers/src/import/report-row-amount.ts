import { AMOUNT_LIMIT_DOLLARS, toMoneyString } from '@agentledger/schema';
import { agingColumns, agingSumCents, isAgingTotalHeader } from './aging-columns';
import type { DetectedLayout } from './report-header';
import { type MoneyForms } from './money-forms';
import { fieldCell } from './report-row-fields';
import { isBroughtForwardText, isSummaryRow } from './report-row-shapes';
import { headerWords } from './synonyms';
import { isDescriptionHeader, lineEffectReader } from './transaction-description';
import { directed, ledgerSigns, signAgrees, type LedgerSigns } from './ledger-signs';
import type { SectionKind } from './section-kinds';
import { cellText, debitCreditSign, decimalCommaMoneyCents, parseMoneyCents, rowTexts, type Cell } from './values';

// What a report's row owes, in cents, and why it could not be read: reports write an amount many
// ways (a balance, a debit beside a credit, a ledger line signed by its type, aging columns added
// up, whole cents, a DR/CR mark), and the row reader (report-rows.ts) asks this one place.

const CENT_WORDS = new Set(['cents', 'cent', 'pennies']);

/** A row's amount as it finally stands, or why it does not (with the amount when it was read). */
export type SettledAmount = { cents: number } | { problem: string; amountCents: number | null };

export type RowAmountReader = {
  /** The row's amount as written, before its mark, type check and limit; null when none is read. */
  amountOf(row: readonly Cell[], at?: number): number | null;
  /** The text where the row's amount stands, for telling a note from a row with its amount missing. */
  textOf(row: readonly Cell[]): string;
  /** Whether a column holds (part of) the amount: the balance, a Credit column or an aging column. */
  isAmountColumn(column: number): boolean;
  /** The columns the amount is read from: the balance, or (with none) the aging columns added up. */
  columns: number[];
  /** The amount read (`amountOf`) checked against the rest of the row: its type, Total, mark and size. */
  settle(row: readonly Cell[], amountCents: number | null, at?: number): SettledAmount;
  /** How the sheet's lines are signed beside their types or sections (ledger-signs.ts); `asTyped` with neither. */
  signs: LedgerSigns;
};

export function rowAmountReader(
  layout: Pick<DetectedLayout, 'columns' | 'headers'> & {
    /** How the amount columns write money, decided per column (report-parser.ts); none: US money. */
    moneyForms?: MoneyForms;
    /** A saved layout's sign: owed-negative turns round a typed ledger's lines that no type signs. */
    amountSign?: 'owed-positive' | 'owed-negative';
  },
  /**
   * The sheet's rows (`at`: the row index `amountOf` and `settle` are given) from its first data row,
   * whose lines' signs are read beside their types, and the section each row stands under when the
   * report's section headings sign its lines (section-kinds.ts).
   */
  sheet: { rows: readonly Cell[][]; dataStart: number; sections?: readonly (SectionKind | null)[] | null } = {
    rows: [],
    dataStart: 0,
  },
): RowAmountReader {
  const { columns, headers } = layout;
  const formOf = (column: number | undefined) =>
    (column === undefined ? undefined : layout.moneyForms?.get(column)) ?? 'point';
  // A column with both `1,234.56` and `250,00` is read neither way: a figure with a separator is not guessed.
  const mixedAt = (column: number | undefined, cell: Cell) => formOf(column) === 'mixed' && /[.,]/.test(cellText(cell));
  const get = (row: readonly Cell[], field: 'amount' | 'credit'): Cell => fieldCell(row, columns, field);
  // "BAL_DUE_CENTS": the amounts are whole cents (123456 is 1,234.56), as the header says.
  const amountInCents =
    columns.amount !== undefined && headerWords(headers[columns.amount]).some((word) => CENT_WORDS.has(word));
  const readMoney = (cell: Cell, column = columns.amount): number | null => {
    if (mixedAt(column, cell)) return null;
    const cents = formOf(column) === 'comma' ? decimalCommaMoneyCents(cell) : parseMoneyCents(cell);
    if (!amountInCents || cents === null) return cents;
    return cents % 100 === 0 ? cents / 100 : null;
  };
  // A ledger's Credit column beside its Debit (the amount column): a line adds its debit less its
  // credit (a credit printed with a minus is the same credit); a blank one of the two is nothing.
  const creditColumn = columns.credit;
  // A ledger's transaction type (Advance, Repayment…) or line description ("Payment received"), when
  // the layout reads one (lineTypeColumn); with none, no line's text is read at all.
  const typeColumn = creditColumn === undefined ? columns.transactionType : undefined;
  const typeOf = (row: readonly Cell[]) => (typeColumn === undefined ? '' : cellText(row[typeColumn]));
  const effectOf = lineEffectReader(typeColumn === undefined ? undefined : headers[typeColumn]);
  const typeWord =
    typeColumn !== undefined && isDescriptionHeader(headers[typeColumn]) ? 'description' : 'transaction type';
  // The parser turns round every other report's amounts under a saved owed-negative sign; a typed
  // ledger's lines are signed by their types here, whichever side the ledger is written from.
  const owedNegative = layout.amountSign === 'owed-negative';
  // With no type column, the section heading a row stands under ("RECOVERIES") may say its direction.
  const sections = typeColumn === undefined && creditColumn === undefined ? (sheet.sections ?? null) : null;
  /** What says a line's direction ("the transaction type "PMT"", "the heading "RECOVERIES""), and which it says. */
  const lineKind = (row: readonly Cell[], at: number | undefined) => {
    if (sections) {
      const section = at === undefined ? null : sections[at];
      return section ? { effect: section.effect, what: `the heading "${section.heading}"` } : null;
    }
    const type = typeOf(row);
    const effect = type === '' ? null : effectOf(type);
    return effect === null ? null : { effect, what: `the ${typeWord} "${type}"` };
  };
  const lineEffect = (row: readonly Cell[], at: number | undefined) => lineKind(row, at)?.effect ?? null;
  // Whether the ledger signs its lines from the carrier's side, the agent's, or both (ledger-signs.ts);
  // the lines are read for it only when a type or a section can sign them (a plain report's 100,000
  // rows were read once more for nothing).
  const signs =
    (typeColumn === undefined && !sections) || columns.amount === undefined
      ? 'asTyped'
      : ledgerSigns(
          sheet.rows.flatMap((row, at) =>
            at < sheet.dataStart || isSummaryRow(rowTexts(row))
              ? []
              : [{ cents: readMoney(get(row, 'amount')), effect: lineEffect(row, at) }],
          ),
        );
  // An aging table with no balance column (detection settles one only so): each row owes what its
  // aging columns add up to. With its Total for the balance, a row leaving the Total empty owes the
  // same, and a row whose Total is not its aging columns' sum goes to review.
  const summed = columns.amount === undefined ? agingColumns(headers, columns) : [];
  const totalled =
    columns.amount !== undefined &&
    creditColumn === undefined &&
    !amountInCents &&
    isAgingTotalHeader(headers[columns.amount])
      ? agingColumns(headers, columns)
      : [];
  /** The aging columns a row's amount is read from: always when summed, when its Total is empty under a Total. */
  const bucketsOf = (row: readonly Cell[]) =>
    summed.length ? summed : totalled.length && cellText(get(row, 'amount')) === '' ? totalled : null;
  const amountOf = (row: readonly Cell[], at?: number): number | null => {
    const buckets = bucketsOf(row);
    if (buckets) return agingSumCents(row, buckets).cents;
    const debitCell = get(row, 'amount');
    if (creditColumn === undefined) {
      const cents = readMoney(debitCell);
      const effect = lineEffect(row, at);
      if (cents === null) return null;
      if (effect !== null) return directed(cents, effect);
      // A typed ledger's line no type signs (a balance brought forward) is signed as the carrier's saved layout says.
      return typeColumn !== undefined && owedNegative && cents !== 0 ? -cents : cents;
    }
    const debitBlank = cellText(debitCell) === '';
    const creditBlank = cellText(row[creditColumn]) === '';
    if (debitBlank && creditBlank) return null;
    const debit = debitBlank ? 0 : readMoney(debitCell);
    const credit = creditBlank ? 0 : readMoney(row[creditColumn], creditColumn);
    return debit === null || credit === null ? null : debit - Math.abs(credit);
  };
  /** The amount cell a row's amount could not be read from (with a Credit column, the one that is not money), and its column. */
  const unreadAmountCell = (row: readonly Cell[]): { cell: Cell; column: number | undefined } => {
    const debit = { cell: get(row, 'amount'), column: columns.amount };
    if (creditColumn === undefined || (cellText(debit.cell) !== '' && readMoney(debit.cell) === null)) return debit;
    return cellText(row[creditColumn]) === '' ? debit : { cell: row[creditColumn], column: creditColumn };
  };
  /** Why a row's amount could not be read: the cell that is not money (with a Credit column, the one that is not). */
  const unreadAmountReason = (row: readonly Cell[]): string => {
    const buckets = bucketsOf(row);
    const unread = buckets ? agingSumCents(row, buckets).unread : null;
    if (buckets && unread === null && summed.length) return 'no amount under any of its aging columns';
    const { cell, column } = unread === null ? unreadAmountCell(row) : { cell: row[unread], column: unread };
    const text = `the amount "${cellText(cell)}"${unread === null ? '' : ` under "${headers[unread]}"`}`;
    if (mixedAt(column, cell)) {
      return (
        `${text} is not read: the amount format is mixed, the column writing both 1,234.56 and 1.234,56 ` +
        '(save the file with one format)'
      );
    }
    if (amountInCents && parseMoneyCents(cell) !== null) {
      return `${text} is not a whole number of cents (the column is in cents)`;
    }
    return /\d\.\d{3,}(?!\d)/.test(cellText(cell))
      ? `${text} has fractions of a cent (amounts are read to the cent, never rounded)`
      : `${text} is not a number`;
  };
  /**
   * Why a typed line's sign is asked about: in a ledger whose signs agree with their types on other
   * lines, a line whose sign does not (a chargeback below zero: a reversal, or the agent's side?);
   * in a ledger signed from the agent's side, a balance brought forward (owed, or a credit?).
   */
  const signQuestion = (row: readonly Cell[], type: string, at: number | undefined): string | null => {
    if (signs === 'asTyped') return null;
    const written = cellText(get(row, 'amount'));
    const cents = readMoney(get(row, 'amount'));
    if (signs === 'agentSide') {
      if (type === '' || !isBroughtForwardText(type) || !cents || owedNegative) return null;
      return (
        `the ${typeWord} "${type}" is a balance brought forward, and the ledger signs its lines from the agent's ` +
        `side: whether "${written}" is owed or a credit is not said`
      );
    }
    const kind = lineKind(row, at);
    if (!kind || signAgrees({ cents, effect: kind.effect }) !== false) return null;
    const [says, sign] = kind.effect === 'adds' ? ['adds to', 'below'] : ['takes off', 'above'];
    const their = sections ? 'headings' : 'types';
    return (
      `the amount "${written}" is ${sign} zero but ${kind.what} ${says} the debt, while the report's ` +
      `other lines are signed as their ${their} say: whether this line adds or takes off is not said`
    );
  };
  const agingColumnSet = new Set([...summed, ...totalled].map(({ column }) => column));
  const isAmountColumn = (column: number) =>
    column === columns.amount || column === creditColumn || agingColumnSet.has(column);
  const textOf = (row: readonly Cell[]): string =>
    summed.length
      ? (summed.map(({ column }) => cellText(row[column])).find((text) => text !== '') ?? '')
      : cellText(get(row, 'amount')) || cellText(get(row, 'credit'));

  const settle = (row: readonly Cell[], read: number | null, at?: number): SettledAmount => {
    if (read === null) return { problem: unreadAmountReason(row), amountCents: null };
    let amountCents = read;
    const amountCell = get(row, 'amount');
    // A kind of line that says neither ("Adjustment", "Transfer"): whether it adds or takes off is asked.
    // A balance brought forward is no movement: its amount is the balance, signed as printed.
    const type = typeOf(row);
    if (type !== '' && effectOf(type) === null && !isBroughtForwardText(type)) {
      return {
        problem: `the ${typeWord} "${type}" does not say whether the line adds to the debt or takes it off`,
        amountCents,
      };
    }
    const signProblem = signQuestion(row, type, at);
    if (signProblem) return { problem: signProblem, amountCents: null };
    // Each printed figure is rounded to the cent: a Total and its n aging amounts may be (n + 1) / 2 cents apart.
    if (totalled.length && cellText(amountCell) !== '') {
      const buckets = agingSumCents(row, totalled);
      if (buckets.cents !== null && Math.abs(buckets.cents - amountCents) > Math.floor((buckets.filled + 1) / 2)) {
        return {
          problem:
            `${headers[columns.amount!]} ${toMoneyString(amountCents / 100)} is not the sum of its aging ` +
            `columns ${toMoneyString(buckets.cents / 100)}`,
          amountCents: null,
        };
      }
    }
    // "250.00" beside "CR" in a column of its own is a credit of 250.00.
    const markCell = fieldCell(row, columns, 'debitCredit');
    if (cellText(markCell)) {
      const sign = debitCreditSign(markCell);
      if (sign === null) {
        return { problem: `the debit or credit mark "${cellText(markCell)}" is neither DR nor CR`, amountCents: null };
      }
      amountCents = sign * Math.abs(amountCents);
    }
    if (Math.abs(amountCents) >= AMOUNT_LIMIT_DOLLARS * 100) {
      const written = cellText(amountCell) || toMoneyString(amountCents / 100);
      return { problem: `the amount "${written}" is too large (a trillion dollars or more)`, amountCents: null };
    }
    return { cents: amountCents };
  };

  return {
    amountOf,
    textOf,
    isAmountColumn,
    columns: columns.amount === undefined ? summed.map(({ column }) => column) : [columns.amount],
    settle,
    signs,
  };
}
