import { columnReference, type TReportLayout } from '@agentledger/schema';
import { badRequest } from '../errors';
import { agingColumns, agingSumName } from './aging-columns';
import {
  detectReportLayout,
  HEADER_SEARCH_ROWS,
  isLayoutProblem,
  type ColumnMap,
  type LayoutProblem,
  type SheetRows,
} from './report-header';
import { classifyHeader, isAsOfDateHeader } from './header-classify';
import { describeIdentifiersNotTaken } from './identifier-misfits';
import { amountMoneyForms } from './money-forms';
import { statementDateAbove } from './statement-date';
import { daysSince } from './values';
import { readReportRows, type ProblemRow, type ReportRecord } from './report-rows';
import { onLaterSheet, rowErrorLine, type RowError } from './row-places';
import {
  latestLinePerAgent,
  movementColumns,
  runningBalanceOrder,
  statementColumns,
  type StatementColumns,
} from './running-balance';
import { sheetsSharePeople, sheetsWithSameHeader } from './report-sheets';
import type { ReportField } from './report-vocabulary';
import { fitSavedLayout } from './saved-layout';
import { withUnnamedMark } from './unnamed-mark';
import { paidRowsAsZero } from './paid-status';
import type { Cell } from './values';
import { negativeOnlyRefusal } from './negative-only';
import { negativeDebts } from './negative-debts';
import { repeatsAgentBalance } from './repeated-balance';
import { lineTypeColumn } from './transaction-description';

/** Which sheet, header row and columns a report was read with: said in every upload result. */
export type ReportLayoutUsed = {
  source: 'detected' | 'saved';
  sheet: string | null;
  headerRow: number;
  /** field → the header text of the column read for it. */
  columns: Partial<Record<ReportField, string>>;
  /** Rows that add up other rows (subtotals, totals), skipped. */
  summaryRowsSkipped: number;
  /** The balance column runs down each agent's lines (a statement): each agent's last line was read. */
  runningBalance?: true;
  /** The balance column is each agent's whole balance printed on each of their lines: read once per agent. */
  repeatedBalance?: true;
  /** A debt column mostly below zero read turned round: each of these rows above zero is a reversal, as its note says. */
  reversalsTakenOff?: number;
  /** Section headings that say which way the lines beneath them go ("CHARGEBACKS", "RECOVERIES"). */
  sections?: { heading: string; effect: 'adds' | 'takesOff' }[];
  /** A ledger's signed amounts are opposite to its transaction types (the agent's side): each line read by its type. */
  agentSideSigns?: true;
  /** No date column: each row was aged by the oldest of these aging columns holding money (Current, 31-60…). */
  agingColumns?: string[];
  /** The date column is the statement's ("Statement Date", "Balance As Of"): a debt still owed keeps its first day. */
  dateIsAsOf?: true;
  /** The statement's day (ISO): printed above a table without a date column, or a Statement Date column's latest. */
  statementDate?: string;
  /** A later statement of this carrier is already applied: this one's balances would replace newer ones. */
  olderThanApplied?: { uploadId: number; filename: string; statementDate: string };
};

export type ParsedReport = {
  records: ReportRecord[];
  problems: ProblemRow[];
  /** What is said about the rows: each of `rowErrors` (report-carriers.ts puts its lines on rows left out first). */
  errors: string[];
  /** The rows that could not be read, each with its place: `errors` says them. */
  rowErrors: RowError[];
  recordsProcessed: number;
  layout: ReportLayoutUsed;
};

const MAP_HINT = 'Map the columns under Companies → Report layout.';

function list(headers: readonly string[]): string {
  return headers.length ? headers.slice(0, 12).join(', ') : 'no column names';
}

/** A refusal that says what was read, what was found, what is missing and where to map it. */
export function describeLayoutProblem(problem: LayoutProblem): string {
  const where = `${problem.sheet ? `sheet "${problem.sheet}", ` : ''}header row ${problem.headerRow ?? '?'}`;
  if (problem.noRows) {
    return `The report has a header (${where}: ${list(problem.headers)}) but no rows under it; nothing was imported.`;
  }
  if (problem.ambiguousAmount?.length) {
    const names = problem.ambiguousAmount.map((name) => `"${name}"`).join(' and ');
    const count = problem.ambiguousAmount.length === 2 ? 'Two' : 'Several';
    return `${count} columns could be the balance owed: ${names} (${where}). Choose one under Companies → Report layout; nothing was imported.`;
  }
  if (problem.headerRow === null) {
    return (
      `No header row found in the first ${HEADER_SEARCH_ROWS} rows${problem.sheet ? ` of any sheet` : ''}: a report needs a column ` +
      `naming the agent (writing number, NPN or name) and a balance column. Found: ${list(problem.headers)}. ${MAP_HINT}`
    );
  }
  if (problem.missing.includes('balance') && problem.emptyAmount?.length) {
    const names = problem.emptyAmount.map((name) => `"${name}"`).join(' and ');
    return (
      `The balance column ${names} (${where}) has no values: if it holds formulas, the file was saved without ` +
      'their results (open it in Excel and save it again). Or map the balance column under Companies → Report ' +
      'layout; nothing was imported.'
    );
  }
  if (problem.missing.includes('balance')) {
    return `No balance column (${where}): found ${list(problem.headers)}. Map the balance column under Companies → Report layout.`;
  }
  const why = describeIdentifiersNotTaken(problem.identifierNotTaken);
  return `No column names the agent (writing number, NPN or name) (${where}): found ${list(problem.headers)}.${why} ${MAP_HINT}`;
}
function describeColumns(headers: readonly string[], columns: ColumnMap): ReportLayoutUsed['columns'] {
  const described: ReportLayoutUsed['columns'] = {};
  for (const [field, column] of Object.entries(columns) as [ReportField, number][]) {
    described[field] = columnReference(headers, column);
  }
  return described;
}

/**
 * Reads a report from its sheets: with the carrier's saved layout where the report's header matches
 * it, else with the layout detected; then the rows read with it.
 */
export function parseReportSheets(
  sheets: readonly SheetRows[],
  today: Date = new Date(),
  // The name order is not the reader's: it is applied to the read names (report-name-order.ts).
  saved: Omit<TReportLayout, 'nameOrder'> | null = null,
): ParsedReport {
  const fitted = saved ? fitSavedLayout(sheets, saved) : null;
  const found = fitted ?? detectReportLayout(sheets);
  if (isLayoutProblem(found)) throw badRequest(describeLayoutProblem(found));
  const sheet = sheets[found.sheetIndex]!;
  // A DR/CR column with no header beside the balance; not under a layout saved as owed-negative,
  // whose amounts are turned round after reading (a mark's sign would be turned round with them).
  const marked = fitted?.amountSign === 'owed-negative' ? found : withUnnamedMark(sheet.rows, found);
  const runningBalance = runningBalanceOf(sheet, marked);
  // "Agent Balance" printed again on each of the agent's lines: owed once, as a running balance's last line is.
  const repeated = !runningBalance && repeatsBalance(sheet, marked);
  const running = runningBalance ?? (repeated ? ({ order: 'oldest-first' } as const) : null);
  // A statement's running balance says what each line did: its transaction type is not read as well.
  // Without a Type column read, a detected layout's Description may say it (transaction-description.ts).
  const typeColumn = running ? undefined : lineTypeColumn(sheet.rows, marked, !fitted);
  const untyped = withoutColumn(marked, 'transactionType');
  const layout =
    typeColumn === undefined ? untyped : { ...untyped, columns: { ...untyped.columns, transactionType: typeColumn } };
  // An aging table without a balance column: each row owes its aging columns added up (report-row-amount.ts).
  const summed = layout.columns.amount === undefined ? agingColumns(layout.headers, layout.columns) : [];
  // A paid row with its aging columns empty owes 0.00, as a paid row with its balance empty does.
  const paidAt = (at: Parameters<typeof readReportRows>[1]) =>
    summed[0] ? { ...at, columns: { ...at.columns, amount: summed[0].column } } : at;
  const readSheet = (rows: SheetRows, at: Parameters<typeof readReportRows>[1]) => {
    // Whether the balance (or a ledger's debit and credit) writes a decimal comma, decided per column
    // (money-forms.ts); the row reader gives it to the amount reader (report-row-amount.ts).
    const withForms = {
      ...at,
      moneyForms: amountMoneyForms(rows, [at.columns.amount, at.columns.credit], at.dataStart),
    };
    const read = readReportRows({ ...rows, rows: paidRowsAsZero(rows.rows, paidAt(at)) }, withForms, today);
    return running ? { ...read, records: latestLinePerAgent(read.records, running) } : read;
  };
  let reads = [{ sheet, read: readSheet(sheet, layout) }];
  for (const other of sheetsWithSameHeader(sheets, layout)) {
    reads.push({ sheet: other.sheet, read: readSheet(other.sheet, { ...layout, ...other }) });
  }
  if (reads.length > 1 && sheetsSharePeople(reads.map(({ read }) => read.records))) {
    // The same agents on two sheets of one table: a summary beside the detail, or the same figures twice.
    if (!fitted) {
      const names = reads.map(({ sheet }) => `"${sheet.name}"`).join(' and ');
      throw badRequest(
        `Sheets ${names} have the same columns and name the same agents: choose the sheet to read under ` +
          'Companies → Report layout; nothing was imported.',
      );
    }
    reads = reads.slice(0, 1);
  }
  // The rows of later sheets (and what is said about them) say which sheet they are on.
  const placed = reads.map(({ sheet: { name }, read }, order) =>
    order === 0 ? read : onLaterSheet(read, { name: name ?? '', order }),
  );
  const rowErrors = placed.flatMap(({ errors }) => errors);
  const read = {
    // One sheet (nearly every report): its rows as they are, not copied.
    records: placed.length === 1 ? placed[0]!.records : placed.flatMap(({ records }) => records),
    problems: placed.length === 1 ? placed[0]!.problems : placed.flatMap(({ problems }) => problems),
    recordsProcessed: reads.reduce((sum, { read }) => sum + read.recordsProcessed, 0),
    summaryRowsSkipped: reads.reduce((sum, { read }) => sum + read.summaryRowsSkipped, 0),
  };
  const refusal = fitted ? null : negativeOnlyRefusal(sheet.rows, layout, read.records, running !== null);
  if (refusal) throw badRequest(refusal);
  // A debt column mostly below zero: turned round when its notes say each positive row is a reversal, else asked.
  const sectioned = reads[0]!.read.sections.length > 0;
  const debts = fitted ? null : negativeDebts(sheet.rows, layout, read.records, running !== null || sectioned);
  if (debts && 'refusal' in debts) throw badRequest(debts.refusal);
  // A carrier that prints what agents owe as negative numbers: turned round, so owed is positive. A
  // typed ledger's lines are signed by their types as they are read (report-row-amount.ts).
  const signed =
    (fitted?.amountSign === 'owed-negative' || debts) && layout.columns.transactionType === undefined
      ? read.records.map((record) => ({ ...record, amountCents: -record.amountCents }))
      : read.records;
  // No date column: the statement's date printed above the table dates the rows (as a Statement Date column would).
  const statementDate =
    layout.columns.date === undefined && layout.columns.days === undefined && !running
      ? statementDateAbove(sheet.rows, layout.headerRow - 1)
      : null;
  const statementAge = statementDate === null ? null : daysSince(statementDate, today);
  const dateColumnIsAsOf =
    layout.columns.date !== undefined &&
    layout.columns.days === undefined &&
    isAsOfDateHeader(layout.headers[layout.columns.date]);
  // An aging table's days were counted up to the statement's date, as a days column's are.
  const aging = layout.columns.date === undefined && layout.columns.days === undefined;
  const aged = aging ? agingColumns(layout.headers, layout.columns) : [];
  const records =
    statementAge === null
      ? signed
      : signed.map((record) => ({
          ...record,
          ageDays: record.ageDays === null ? statementAge : record.ageDays + (aged.length ? statementAge : 0),
        }));
  return {
    records,
    problems: read.problems,
    errors: rowErrors.map(rowErrorLine),
    rowErrors,
    recordsProcessed: read.recordsProcessed,
    layout: {
      source: fitted ? 'saved' : 'detected',
      sheet: reads.length > 1 ? reads.map(({ sheet }) => sheet.name).join(', ') : layout.sheet,
      headerRow: layout.headerRow,
      columns: {
        ...describeColumns(layout.headers, layout.columns),
        ...(summed.length ? { amount: agingSumName(layout.headers, summed) } : {}),
      },
      summaryRowsSkipped: read.summaryRowsSkipped,
      ...(runningBalance ? { runningBalance: true as const } : {}),
      ...(repeated ? { repeatedBalance: true as const } : {}),
      ...(reads.some(({ read }) => read.signs === 'agentSide') ? { agentSideSigns: true as const } : {}),
      ...(sectioned ? { sections: reads[0]!.read.sections } : {}),
      ...(debts ? { reversalsTakenOff: debts.reversals } : {}),
      ...(aged.length ? { agingColumns: aged.map(({ column }) => layout.headers[column] ?? '') } : {}),
      // With a days column the days give the debt's own age (counted to the statement's date).
      // The statement's day: printed above the table ("As of October 31, 2026") when it is, else the column's latest.
      ...(dateColumnIsAsOf
        ? { dateIsAsOf: true as const, ...printedOrLatestDay(sheet.rows, layout.headerRow - 1, records, today) }
        : {}),
      ...(statementDate === null ? {} : { dateIsAsOf: true as const, statementDate }),
    },
  };
}

/**
 * The statement's day of a report dated by an as-of column: the day printed above the table, which a
 * "Last Activity" column's latest day may be weeks before, else the column's latest day.
 */
function printedOrLatestDay(
  rows: readonly Cell[][],
  headerIndex: number,
  records: readonly { ageDays: number | null }[],
  today: Date,
): { statementDate?: string } {
  const printed = statementDateAbove(rows, headerIndex);
  return printed ? { statementDate: printed } : latestDay(records, today);
}

/** The statement's day of a Statement Date column: its latest day (the least age), as an ISO day. */
function latestDay(records: readonly { ageDays: number | null }[], today: Date): { statementDate?: string } {
  let least: number | null = null;
  for (const { ageDays } of records) if (ageDays !== null && (least === null || ageDays < least)) least = ageDays;
  if (least === null) return {};
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - least));
  return { statementDate: day.toISOString().slice(0, 10) };
}

/** The columns that say who a line is for, in a settled layout. */
export function identityColumns(columns: ColumnMap): number[] {
  return (['writingNumber', 'npn', 'name', 'firstName', 'lastName'] as const)
    .map((field) => columns[field])
    .filter((column): column is number => column !== undefined);
}

/** The layout without a field's column. */
function withoutColumn<L extends { columns: ColumnMap }>(layout: L, field: keyof ColumnMap): L {
  if (layout.columns[field] === undefined) return layout;
  const columns = { ...layout.columns };
  delete columns[field];
  return { ...layout, columns };
}

/**
 * Whether the layout's balance column is a statement's running balance, and which way it runs
 * (running-balance.ts): per agent and carrier when the layout has a Carrier column. The lines'
 * movement is the statement's Debit and Credit or its Amount, else a chargeback's or an advance's own
 * column beside the balance ("Chargeback Amount" | "Balance"): whichever the values run by.
 */
function runningBalanceOf(sheet: SheetRows, layout: { headers: string[]; columns: ColumnMap; dataStart: number }) {
  const balance = layout.columns.amount;
  if (balance === undefined) return null;
  const found = statementColumns(layout.headers);
  const tries: StatementColumns[] = [];
  if (found && !movementColumns(found).includes(balance)) {
    // The layout's own Carrier column (a saved layout may map one the vocabulary does not name), or none.
    const { carrier: _named, ...statement } = found;
    tries.push(statement);
  }
  if (!found) {
    layout.headers.forEach((header, column) => {
      if (column !== balance && classifyHeader(header).some((c) => c.field === 'amount' && c.rank > 1)) {
        tries.push({ movement: column });
      }
    });
  }
  const { transactionType, carrier } = layout.columns;
  for (const statement of tries) {
    const order = runningBalanceOrder(
      sheet.rows,
      layout.dataStart,
      balance,
      carrier === undefined ? statement : { ...statement, carrier },
      identityColumns(layout.columns),
      transactionType,
    );
    if (order) return order;
  }
  return null;
}

/** Whether the layout's balance is each agent's, repeated on their lines (repeated-balance.ts). */
function repeatsBalance(sheet: SheetRows, layout: { headers: string[]; columns: ColumnMap; dataStart: number }) {
  const balance = layout.columns.amount;
  if (balance === undefined) return false;
  const lineColumns = layout.headers.flatMap((header, column) =>
    column !== balance && classifyHeader(header).some((c) => c.field === 'amount') ? [column] : [],
  );
  return repeatsAgentBalance(
    sheet.rows,
    layout.dataStart,
    balance,
    layout.headers[balance],
    identityColumns(layout.columns),
    lineColumns,
  );
}

/** A report that is one table (a CSV, a PDF, or a workbook's first sheet). */
export function parseReportTable(rows: Cell[][], today: Date = new Date()): ParsedReport {
  return parseReportSheets([{ name: null, rows }], today);
}
