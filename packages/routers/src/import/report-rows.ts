import { AMOUNT_LIMIT_DOLLARS } from '@agentledger/schema';
import { splitAgentCodeAndName } from './agent-code-name';
import type { DetectedLayout, SheetRows } from './report-header';
import {
  GROUP_HEADING_PATTERN,
  PAGE_FURNITURE_PATTERN,
  REPORT_VOCABULARY,
  SUMMARY_ROW_PATTERN,
  type ReportField,
} from './report-vocabulary';
import { headerKey } from './synonyms';
import {
  cellText,
  daysSince,
  debitCreditSign,
  npnDigits,
  parseDays,
  parseMoneyCents,
  parseReportDate,
  type Cell,
} from './values';

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
};
/**
 * A row that adds up others ("000482 Total", "Grand Total", "Balance Forward"): a cheap look for the
 * words first.
 */
function isSummaryRow(texts: readonly string[]): boolean {
  return texts.some((text) => {
    const lower = text.toLowerCase();
    const maybe =
      lower.includes('tot') ||
      lower.includes('sum') ||
      lower.includes('forw') ||
      lower.includes('fwd') ||
      lower.includes('over');
    return maybe && SUMMARY_ROW_PATTERN.test(text);
  });
}

/** "Net Amount Due" where a name should be: the label of a total, not a person. */
const BALANCE_LABELS = new Set(REPORT_VOCABULARY.amount.map(headerKey));

/**
 * A line a printed report repeats on each page, alone on its row: "Page 2 of 3", "** Continued **",
 * or the report's title again. Such a line has no amount and is not a row that failed to read.
 */
function isPageFurniture(texts: readonly string[], preamble: ReadonlySet<string>): boolean {
  const filled = texts.filter((text) => text !== '');
  return filled.length === 1 && (preamble.has(filled[0]!) || PAGE_FURNITURE_PATTERN.test(filled[0]!));
}

/** What a spreadsheet shows for a formula that failed ("#N/A" from a lookup): no value at all. */
const SPREADSHEET_ERROR = /^#(?:N\/A|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|NULL!|SPILL!|CALC!)$/i;

/** A cell naming the agent (writing number, name or its parts): its text, or nothing for an error value. */
function identityText(cell: Cell): string {
  const text = cellText(cell);
  return SPREADSHEET_ERROR.test(text) ? '' : text;
}

function identifierText(cell: Cell): string | null {
  return identityText(cell) || null;
}

/**
 * Reads a report's rows with a settled layout: data rows become records; subtotal and total rows,
 * repeated headers and group headings do not; a row that cannot be read is a row error.
 */
export function readReportRows(
  sheet: SheetRows,
  layout: Pick<DetectedLayout, 'columns' | 'dataStart' | 'headers' | 'grouped'>,
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
  const headerKeys = layout.headers.map(headerKey).join('|');
  const firstHeader = (layout.headers.find((header) => header !== '') ?? '').toLowerCase();
  // Reports repeat a handful of dates over thousands of rows: each distinct text is read once.
  const ages = new Map<string, number | null>();
  const ageOf = (cell: Cell): number | null => {
    const key = typeof cell === 'string' ? cell : null;
    if (key !== null && ages.has(key)) return ages.get(key)!;
    const date = parseReportDate(cell);
    const age = date ? daysSince(date, today) : null;
    if (key !== null) ages.set(key, age);
    return age;
  };
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
  // The title lines above the header, which a printed report repeats at the top of each page.
  const preamble = new Set<string>();
  for (let i = 0; i < layout.dataStart; i++) for (const cell of sheet.rows[i] ?? []) preamble.add(cellText(cell));
  preamble.delete('');
  let recordsProcessed = 0;
  let summaryRowsSkipped = 0;
  let group: { writingNumber: string | null; name: string | null } | null = null;
  for (let i = layout.dataStart; i < sheet.rows.length; i++) {
    const row = sheet.rows[i] ?? [];
    const texts = row.map(cellText);
    const firstText = texts.find((t) => t !== '');
    if (firstText === undefined) continue;
    const amountCell = get(row, 'amount');
    // Read once: whether the row holds an amount decides how a row with no person is read, too.
    const readAmount = parseMoneyCents(amountCell);
    const heading = layout.grouped ? GROUP_HEADING_PATTERN.exec(firstText) : null;
    if (heading && readAmount === null) {
      group = { writingNumber: heading[1] ?? null, name: heading[2]?.trim() || null };
      continue;
    }
    if (isSummaryRow(texts) && !npnDigits(get(row, 'npn'))) {
      summaryRowsSkipped++;
      continue;
    }
    // A header repeated on every page of a printed report (the first cell decides cheaply).
    if (firstText.toLowerCase() === firstHeader && texts.map(headerKey).join('|') === headerKeys) continue;
    if (!cellText(amountCell) && isPageFurniture(texts, preamble)) continue;
    const rowNumber = i + 1;
    const nameParts = (['firstName', 'middleName', 'lastName', 'suffix'] as const).map((field) =>
      identityText(get(row, field)),
    );
    let name = identityText(get(row, 'name')) || nameParts.filter(Boolean).join(' ') || null;
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
    const npn = npnDigits(get(row, 'npn'));
    if (!writingNumber && !npn && name && BALANCE_LABELS.has(headerKey(name)) && readAmount !== null) {
      summaryRowsSkipped++;
      continue;
    }
    // The row's error, and (when it names someone or holds an amount) its place in review.
    const problem = (reason: string, amountCents: number | null = null) => {
      errors.push(`Row ${rowNumber}: ${reason}`);
      problems.push({ rowNumber, writingNumber, npn, name, raw: rawOf(row), amountCents, reason });
    };
    if (!writingNumber && !npn && !name) {
      if (group) {
        ({ writingNumber, name } = group);
      } else if (readAmount !== null && texts.every((text, c) => !text || c === columns.amount)) {
        // An amount alone, with no person: a total of the rows above, whatever its wording.
        summaryRowsSkipped++;
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
    if (amountCents === null) {
      problem(`the amount "${cellText(amountCell)}" is not a number`);
      continue;
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
      problem(`the amount "${cellText(amountCell)}" is too large (a trillion dollars or more)`);
      continue;
    }
    let ageDays: number | null = null;
    const dateCell = get(row, 'date');
    const daysCell = get(row, 'days');
    if (cellText(dateCell)) {
      const age = ageOf(dateCell);
      if (age === null) {
        problem(`the date "${cellText(dateCell)}" is not a date`, amountCents);
        continue;
      }
      ageDays = age;
    } else if (cellText(daysCell)) {
      const days = parseDays(daysCell);
      if (days === null) {
        problem(`the days "${cellText(daysCell)}" are not a whole number`, amountCents);
        continue;
      }
      ageDays = days;
    }
    records.push({ rowNumber, writingNumber, npn, name, amountCents, ageDays });
  }
  return { records, problems, errors, recordsProcessed, summaryRowsSkipped };
}
