import { columnReference, combineHeaderRows } from '@agentledger/schema';
import { agingColumns, agingTotalColumn } from './aging-columns';
import { settleBalanceTie } from './balance-ties';
import { shapeFits } from './column-fits';
import { columnShape } from './column-shapes';
import { classifyHeader, type FieldCandidate } from './header-classify';
import { overfullRows } from './overfull-rows';
import { readRowHeading } from './group-heading';
import { headingAboveHeader } from './heading-above-header';
import { identifiersNotTaken, type IdentifierNotTaken } from './identifier-misfits';
import { type ReportField } from './report-vocabulary';
import { SUMMARY_ROW_PATTERN } from './report-line-words';
import { isDebitHeader } from './running-balance';
import { cellText, type Cell } from './values';

/** One sheet of a workbook (a CSV or PDF is one sheet without a name). */
export type SheetRows = {
  name: string | null;
  rows: Cell[][];
  /** Read from delimited text (CSV, tab-separated): a row may hold more values than the table has columns. */
  delimited?: boolean;
};

export type ColumnMap = Partial<Record<ReportField, number>>;

/** Where the report's header is and which column holds which field. */
export type DetectedLayout = {
  sheet: string | null;
  sheetIndex: number;
  /** Index of the first data row (the row after the header's last row). */
  dataStart: number;
  /** 1-based row number of the header's first row, and how many rows it spans (1 or 2). */
  headerRow: number;
  headerRows: 1 | 2;
  headers: string[];
  columns: ColumnMap;
  /** The agent is named in heading rows ("Agent: 40213  SMITH, WILLIAM H") above their policy rows. */
  grouped: boolean;
};

/** Why no layout could be settled: what was read, found and is missing. */
export type LayoutProblem = {
  sheet: string | null;
  headerRow: number | null;
  headers: string[];
  missing: ('balance' | 'identifier')[];
  /** Two or more columns equally plausible for the balance. */
  ambiguousAmount?: string[];
  /** Columns named as the balance with nothing under them (formulas saved without their results). */
  emptyAmount?: string[];
  /** The header stands with nothing under it: its columns cannot be confirmed, nor anything imported. */
  noRows?: boolean;
  /** Columns headed as the agent's whose values turned them down: the refusal says why. */
  identifierNotTaken?: IdentifierNotTaken[];
};

export const HEADER_SEARCH_ROWS = 100;
const SHAPE_SAMPLE_ROWS = 200;

/** Among a field's columns: the preferred kind first, then the leftmost. */
const byPreference = (a: { rank: number; column: number }, b: { rank: number; column: number }) =>
  a.rank - b.rank || a.column - b.column;

type HeaderCandidate = { at: number; rows: 1 | 2; headers: string[]; fields: FieldCandidate[][]; score: number };

const IDENTIFIERS: ReportField[] = ['writingNumber', 'npn', 'name', 'lastName'];

function texts(row: readonly Cell[] | undefined): string[] {
  return (row ?? []).map((cell) => cellText(cell));
}

/**
 * Whether a report names its agents in heading rows: among the rows from `from`, or on the line just
 * above its header at `headerAt` (a statement of one agent, or whose first agent is named there).
 */
export function hasGroupHeadings(rows: readonly Cell[][], from: number, headerAt: number): boolean {
  if (headingAboveHeader(rows, headerAt)) return true;
  for (let i = from; i < Math.min(rows.length, from + SHAPE_SAMPLE_ROWS); i++) {
    if (readRowHeading(texts(rows[i]))) return true;
  }
  return false;
}

function scoreHeader(headers: string[], rows: readonly Cell[][], at: number, height = 1): HeaderCandidate | null {
  const dataStart = at + height;
  const fields = headers.map((header) => classifyHeader(header));
  const offered = new Set(fields.flat().map((candidate) => candidate.field));
  // An aging table's Total is its balance (resolveColumns) when no column is named as one, or
  // without a Total its aging columns added up.
  if (!offered.has('amount') && agingColumns(headers).length === 0) return null;
  const identified = IDENTIFIERS.some((field) => offered.has(field));
  if (!identified && !hasGroupHeadings(rows, dataStart, at)) return null;
  const recognised = fields.filter((list) => list.length > 0).length;
  const specificity = fields.reduce((sum, list) => sum + Math.max(0, ...list.map((c) => c.specificity)), 0);
  return { at: 0, rows: 1, headers, fields, score: recognised * 10 + offered.size + specificity };
}

/** The best header of one sheet among its first rows, single or spanning two rows. */
function findSheetHeader(rows: readonly Cell[][]): HeaderCandidate | null {
  let best: HeaderCandidate | null = null;
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let at = 0; at < limit; at++) {
    const single = texts(rows[at]);
    if (single.every((text) => text === '')) continue;
    const options: HeaderCandidate[] = [];
    const one = scoreHeader(single, rows, at);
    if (one) options.push({ ...one, at, rows: 1 });
    if (at + 1 < rows.length) {
      const two = scoreHeader(combineHeaderRows(single, texts(rows[at + 1])), rows, at, 2);
      // A second header row must add something: on a tie the single row is the header.
      if (two) options.push({ ...two, at, rows: 2, score: two.score - 1 });
    }
    for (const option of options) if (!best || option.score > best.score) best = option;
  }
  return best;
}

function isSummaryRow(row: readonly Cell[]): boolean {
  return texts(row).some((text) => SUMMARY_ROW_PATTERN.test(text));
}

/**
 * Settles which column holds which field by the shapes of the values beneath the header: an NPN
 * column holds digits, a balance money, a name letters. Among balance columns the preferred kind
 * wins; two of the same kind are ambiguous and reported, never guessed.
 */
function resolveColumns(
  candidate: HeaderCandidate,
  rows: readonly Cell[][],
  delimited = false,
):
  | { columns: ColumnMap }
  | { ambiguousAmount: string[] }
  | { missing: LayoutProblem['missing']; emptyAmount?: string[]; identifierNotTaken?: IdentifierNotTaken[] } {
  const dataStart = candidate.at + candidate.rows;
  let sample: Cell[][] = [];
  for (let i = dataStart; i < rows.length && sample.length < SHAPE_SAMPLE_ROWS; i++) {
    const row = rows[i] ?? [];
    if (texts(row).some((text) => text !== '') && !isSummaryRow(row)) sample.push(row);
  }
  // A text row whose values moved a column to the right (a bare "Smith, John") says nothing of the columns.
  if (delimited) {
    const overfull = overfullRows([rows[dataStart - 1] ?? [], ...sample], 0, 1).rows;
    sample = sample.filter((_, i) => !overfull.has(i + 1));
  }
  const shapes = candidate.headers.map((_, column) => columnShape(sample, column));
  const byField = new Map<ReportField, { column: number; rank: number; specificity: number }[]>();
  candidate.fields.forEach((list, column) => {
    for (const { field, rank, specificity } of list) {
      byField.set(field, [...(byField.get(field) ?? []), { column, rank, specificity }]);
    }
  });
  const used = new Set<number>();
  const columns: ColumnMap = {};
  const settle = (field: ReportField) => {
    const options = (byField.get(field) ?? [])
      .filter(
        ({ column }) =>
          !used.has(column) && (shapes[column]!.filled === 0 ? field !== 'amount' : shapeFits(field, shapes[column]!)),
      )
      .sort(byPreference);
    return options;
  };
  // The balance first: it decides whether the report can be read at all.
  const amounts = settle('amount').filter((option) => shapes[option.column]!.filled > 0);
  const bestRank = amounts[0]?.rank;
  let tied = amounts.filter((option) => option.rank === bestRank);
  if (tied.length > 1) {
    const left = settleBalanceTie({
      rows,
      headers: candidate.headers,
      from: dataStart,
      tied: tied.map(({ column }) => column),
      identity: IDENTIFIERS.flatMap((field) => (byField.get(field) ?? []).map(({ column }) => column)),
      moneyColumns: shapes.flatMap((shape, column) => (shape.money >= 0.5 ? [column] : [])),
      isSummary: isSummaryRow,
    });
    tied = tied.filter(({ column }) => left.includes(column));
  }
  if (tied.length > 1) {
    return { ambiguousAmount: tied.map((option) => columnReference(candidate.headers, option.column)) };
  }
  // A preferred balance column with nothing under it (formulas saved without their results) is not
  // passed over for a lesser one: "Net Balance" empty beside "Advance" would bill the advance.
  const emptyAmount = (byField.get('amount') ?? [])
    .filter(({ column, rank }) => shapes[column]!.filled === 0 && (bestRank === undefined || rank < bestRank))
    .map(({ column }) => columnReference(candidate.headers, column));
  if (emptyAmount.length) return { missing: ['balance'], emptyAmount };
  if (tied[0]) {
    columns.amount = tied[0].column;
    used.add(tied[0].column);
    // A ledger's Debit beside its Credit, with no running balance: each line adds its debit less its
    // credit. Without the credits, repayments would be dropped and the agent billed for them.
    const credit = isDebitHeader(candidate.headers[tied[0].column]) ? settle('credit')[0] : undefined;
    if (credit) {
      columns.credit = credit.column;
      used.add(credit.column);
    }
  }
  // An aging table (Current, 1-30, 31-60…) with no balance column of its own: its Total is what is owed.
  const agingTotal = columns.amount === undefined ? agingTotalColumn(candidate.headers) : -1;
  if (agingTotal >= 0 && shapes[agingTotal]!.filled > 0 && shapes[agingTotal]!.money >= 0.5) {
    columns.amount = agingTotal;
    used.add(agingTotal);
  }
  for (const field of [
    'npn',
    'writingNumber',
    'name',
    'firstName',
    'lastName',
    'middleName',
    'suffix',
    'date',
    'days',
    'debitCredit',
    'carrier',
    'transactionType',
  ] as const) {
    const choice = settle(field)[0];
    if (choice) {
      columns[field] = choice.column;
      used.add(choice.column);
    }
  }
  if (columns.date === undefined && columns.days === undefined) {
    // A column the vocabulary names as a date ("Chargeback Date", "Trdt") is the rows' date even
    // when its values cannot be read: each such row is then an error that shows the value, never
    // a debt silently dated today.
    const named = (byField.get('date') ?? [])
      .filter(({ column, specificity }) => specificity > 0 && !used.has(column) && shapes[column]!.filled > 0)
      .sort(byPreference)[0];
    if (named) {
      columns.date = named.column;
      used.add(named.column);
    }
  }
  // An aging table with no balance column nor Total (or an empty one): each row owes its aging
  // columns added up (report-rows.ts), when those holding anything hold money.
  const aging = columns.amount === undefined ? agingColumns(candidate.headers, columns) : [];
  const agingFilled = aging.filter(({ column }) => shapes[column]!.filled > 0);
  const agingSum = agingFilled.length > 0 && agingFilled.every(({ column }) => shapes[column]!.money >= 0.5);
  const missing: LayoutProblem['missing'] = [];
  if (columns.amount === undefined && !agingSum) missing.push('balance');
  const identified = IDENTIFIERS.some((field) => columns[field] !== undefined);
  if (identified || hasGroupHeadings(rows, dataStart, candidate.at)) return missing.length ? { missing } : { columns };
  const headed = IDENTIFIERS.flatMap((field) =>
    (byField.get(field) ?? []).filter(({ column }) => !used.has(column)).map(({ column }) => ({ field, column })),
  );
  return {
    missing: [...missing, 'identifier'],
    identifierNotTaken: identifiersNotTaken(candidate.headers, sample, headed),
  };
}

/**
 * Finds the report's header the way a person would: on whichever sheet reads best, anywhere in the
 * first 100 rows, on one row or two, and confirms each column by its values. Returns the layout, or
 * what was read and what is missing.
 */
export function detectReportLayout(sheets: readonly SheetRows[]): DetectedLayout | LayoutProblem {
  const found = sheets
    .map((sheet, sheetIndex) => ({ sheet, sheetIndex, candidate: findSheetHeader(sheet.rows) }))
    .filter((entry): entry is { sheet: SheetRows; sheetIndex: number; candidate: HeaderCandidate } => !!entry.candidate)
    .sort((a, b) => b.candidate.score - a.candidate.score || a.sheetIndex - b.sheetIndex);
  let problem: LayoutProblem | null = null;
  // A summary sheet may look like a report; the first whose values confirm its header is taken.
  for (const { sheet, sheetIndex, candidate } of found) {
    const resolved = resolveColumns(candidate, sheet.rows, sheet.delimited);
    const dataStart = candidate.at + candidate.rows;
    if ('columns' in resolved) {
      return {
        sheet: sheet.name,
        sheetIndex,
        dataStart,
        headerRow: candidate.at + 1,
        headerRows: candidate.rows,
        headers: candidate.headers,
        columns: resolved.columns,
        grouped: hasGroupHeadings(sheet.rows, dataStart, candidate.at),
      };
    }
    problem ??= {
      sheet: sheet.name,
      headerRow: candidate.at + 1,
      headers: candidate.headers.filter(Boolean),
      missing: 'missing' in resolved ? resolved.missing : [],
      ambiguousAmount: 'ambiguousAmount' in resolved ? resolved.ambiguousAmount : undefined,
      emptyAmount: 'emptyAmount' in resolved ? resolved.emptyAmount : undefined,
      identifierNotTaken: 'identifierNotTaken' in resolved ? resolved.identifierNotTaken : undefined,
      noRows: sheet.rows.slice(dataStart).every((row) => texts(row).every((text) => text === '')),
    };
  }
  if (problem) return problem;
  // No header with a balance: the row that names the agent is the header that lacks one.
  for (const sheet of sheets) {
    for (let at = 0; at < Math.min(sheet.rows.length, HEADER_SEARCH_ROWS); at++) {
      const headers = texts(sheet.rows[at]);
      const fields = headers.flatMap((header) => classifyHeader(header).map((candidate) => candidate.field));
      if (IDENTIFIERS.some((field) => fields.includes(field))) {
        return { sheet: sheet.name, headerRow: at + 1, headers: headers.filter(Boolean), missing: ['balance'] };
      }
    }
  }
  const first = sheets[0];
  const headers = first ? texts(first.rows.find((row) => texts(row).filter(Boolean).length >= 2)) : [];
  return {
    sheet: first?.name ?? null,
    headerRow: null,
    headers: headers.filter(Boolean),
    missing: ['balance', 'identifier'],
  };
}

export function isLayoutProblem(value: DetectedLayout | LayoutProblem): value is LayoutProblem {
  return !('columns' in value);
}
