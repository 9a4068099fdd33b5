import { formatMoney, normalizePersonName } from '@agentledger/schema';
import { agingAgeDays, agingColumns } from './aging-columns';
import { overfullRowProblem, overfullRows } from './overfull-rows';
import { readCountLine, reportFurniture } from './report-furniture';
import type { DetectedLayout, SheetRows } from './report-header';
import { rowAmountReader } from './report-row-amount';
import { headingsOf, sectionKinds, type SectionKind } from './section-kinds';
import { rowAgeReader } from './report-row-age';
import { fieldCell } from './report-row-fields';
import { groupHeadingReader, type HeadingGroup } from './report-row-heading';
import { rowIdentityReader } from './report-row-identity';
import { namesakeQuestion, readNamesakeMark } from './namesake-mark';
import { unnumberedNamesakes } from './namesake-rows';
import { hasBalanceLabel, headingText, isBroughtForward, isSummaryRow, splitByComma } from './report-row-shapes';
import { isUnreadAgentHeading } from './group-heading';
import { headingAboveHeader } from './heading-above-header';
import type { LedgerSigns } from './ledger-signs';
import { reportTotals } from './report-row-totals';
import type { LaterSheet, RowError } from './row-places';
import { cellText, npnDigits, rowTexts, type Cell } from './values';

// A report's rows read with its settled layout, one after another: each row is a person's record, a
// row error (in review when it names someone or holds an amount), or no one's (a total, a heading,
// the page's furniture). What a row owes, whom it is for, whether it heads a group and whether it
// is a total are each read in a file of their own (report-row-*.ts); this one decides in what order.

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
  /** The rows of the lines this record stands for, when a running balance per carrier read them (report-carriers.ts names them all). */
  lineRows?: number[];
  /** What the report's Carrier column says the row is for, when it has one and the cell is not blank. */
  carrier?: string;
  /** The sheet the row is on, when it is a later sheet of the same table (parseReportSheets marks it). */
  sheet?: LaterSheet;
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
  /** The sheet the row is on, as on a record. */
  sheet?: LaterSheet;
};
/**
 * Reads a report's rows with a settled layout: data rows become records; subtotal and total rows,
 * repeated headers and group headings do not; a row that cannot be read is a row error.
 */
export function readReportRows(
  sheet: SheetRows,
  layout: Pick<DetectedLayout, 'columns' | 'dataStart' | 'headers' | 'grouped'> & {
    headerRows?: number;
    /** A saved layout's sign, for a typed ledger's lines (report-row-amount.ts). */
    amountSign?: 'owed-positive' | 'owed-negative';
  },
  today: Date = new Date(),
): {
  records: ReportRecord[];
  problems: ProblemRow[];
  /** One for each row that could not be read (each row a problem, and the rows naming no one). */
  errors: RowError[];
  recordsProcessed: number;
  summaryRowsSkipped: number;
  /** How the sheet's typed lines are signed beside their types (ledger-signs.ts). */
  signs: LedgerSigns;
  /** The section headings that signed the lines beneath them (section-kinds.ts), each once. */
  sections: SectionKind[];
} {
  const { columns } = layout;
  // "CHARGEBACKS", then "RECOVERIES": headings that say which way the lines beneath them go.
  const sections = sectionKinds(sheet.rows, layout);
  const amount = rowAmountReader(layout, { rows: sheet.rows, dataStart: layout.dataStart, sections });
  const identityOf = rowIdentityReader(columns);
  const headingOf = groupHeadingReader(sheet, layout, amount.amountOf);
  const totals = reportTotals(columns, amount.isAmountColumn);
  // A Carrier column's text (report-carriers.ts sorts the rows by it); "Aetna" beside an amount alone is Aetna's subtotal.
  const carrierOf = (row: Cell[]): { carrier?: string } => {
    const text = cellText(fieldCell(row, columns, 'carrier'));
    return text ? { carrier: text } : {};
  };
  const hasCarrier = columns.carrier !== undefined;
  // Repeated headers, title and page lines, notes and section titles: no one's rows.
  const isFurniture = reportFurniture(sheet, layout);
  const ageOfRow = rowAgeReader(columns, layout.headers, today);
  // No date or days column: an aging table's columns say how old each row's debt is at least.
  const aging = columns.date === undefined && columns.days === undefined ? agingColumns(layout.headers, columns) : [];
  const records: ReportRecord[] = [];
  const problems: ProblemRow[] = [];
  const errors: RowError[] = [];
  const rawOf = (row: Cell[]): Record<string, string> => {
    const raw: Record<string, string> = {};
    row.forEach((cell, column) => {
      const text = cellText(cell);
      if (text) raw[layout.headers[column] || `Column ${column + 1}`] = text;
    });
    return raw;
  };
  // A row that could not be read: its error, and (when it names someone or holds an amount) its place in review.
  const toReview = (
    row: Cell[],
    who: Pick<ProblemRow, 'rowNumber' | 'writingNumber' | 'npn' | 'name'>,
    reason: string,
    amountCents: number | null,
  ) => {
    errors.push({ rowNumber: who.rowNumber, reason });
    problems.push({ ...who, raw: rawOf(row), amountCents, reason, ...carrierOf(row) });
  };
  let recordsProcessed = 0;
  // The names written with a namesake's number and no writing number or NPN ("NGUYEN, LINH #2").
  const numberedNames = new Set<string>();
  // The first agent of a statement may be named above its header ("Agent: 12345 SMITH, JOHN A").
  let group: HeadingGroup | null = layout.grouped
    ? headingAboveHeader(sheet.rows, layout.dataStart - (layout.headerRows ?? 1))
    : null;
  // A heading that could not be read, and the rows beneath it until the next heading that can.
  let unreadHeading: { rowNumber: number; text: string } | null = null;
  // What the current group's rows add up to, for its balance line ("Ending Balance | 300.00").
  let groupCents = 0;
  let groupRows = 0;
  // Delimited text only: a spreadsheet's value past the header is in a column of its own.
  const overfull = sheet.delimited ? overfullRows(sheet.rows, layout.dataStart - 1, layout.dataStart) : null;
  for (let i = layout.dataStart; i < sheet.rows.length; i++) {
    const row = sheet.rows[i] ?? [];
    const texts = rowTexts(row);
    if (texts.every((t) => t === '')) continue;
    // Read once: whether the row holds an amount decides how a row with no person is read, too.
    const readAmount = amount.amountOf(row, i);
    const heading = headingOf(i, texts, readAmount);
    if (heading) {
      // The same agent's heading again ("… (continued)" on the next page) goes on adding to their lines.
      if (
        heading.writingNumber !== group?.writingNumber ||
        heading.name !== group?.name ||
        heading.npn !== group?.npn
      ) {
        groupCents = 0;
        groupRows = 0;
      }
      group = heading;
      unreadHeading = null;
      continue;
    }
    // "Agent: 40216 SMITH, JOHN & MARY": a heading, but naming no agent that can be read. The rows
    // beneath are not the agent's above (before, they were added to them); they go to review.
    if (layout.grouped && readAmount === null && isUnreadAgentHeading(texts)) {
      group = null;
      unreadHeading = { rowNumber: i + 1, text: headingText(texts) };
      errors.push({
        rowNumber: i + 1,
        reason: `"${unreadHeading.text}" reads as an agent's heading, but no agent could be read from it: the rows beneath it go to review`,
      });
      continue;
    }
    // A balance brought forward under an agent's heading is theirs (see below), not a page's carry of the report.
    const broughtForward = group !== null && readAmount !== null && isBroughtForward(texts);
    if (!broughtForward && isSummaryRow(texts) && !npnDigits(fieldCell(row, columns, 'npn'))) {
      totals.skip(readAmount);
      continue;
    }
    // "120 records", "Record Count | | 120": a closing count, its number alone or where the balance goes
    // (a whole number); a balance beside its number ("Count 120 | | 4,512.00") is the total of the rows.
    const count = readCountLine(texts, columns.amount);
    if (count) {
      if (readAmount === null || (!count.numbered && readAmount % 100 === 0)) continue;
      if (count.numbered) {
        totals.skip(readAmount);
        continue;
      }
    }
    if (isFurniture(texts, amount.textOf(row), readAmount !== null)) continue;
    const rowNumber = i + 1;
    const identity = identityOf(row);
    // A label where the name goes is no one's name, and a group's heading names whom a bare row is for.
    let { writingNumber, npn, name } = identity;
    // The row's error, and (when it names someone or holds an amount) its place in review.
    const problem = (reason: string, amountCents: number | null = null) =>
      toReview(row, { rowNumber, writingNumber, npn, name }, reason, amountCents);
    const verdict = totals.judge({ writingNumber, npn, name }, texts, readAmount);
    if (verdict === 'total') {
      totals.skip(readAmount);
      continue;
    }
    if (verdict) {
      recordsProcessed++;
      if (verdict.nameIsLabel) name = null;
      problem(verdict.review, readAmount);
      continue;
    }
    if (!writingNumber && !npn && !name) {
      // Over a page break, the agent's heading repeated, a balance brought forward is the carry of their
      // lines above; "Ending Balance", "Balance Due" under their lines is what those add up to, not one
      // more debt. Either is skipped when it agrees, and asked about when not.
      let line: string | null = null;
      if (group && groupRows > 0 && readAmount !== null) {
        if (broughtForward) line = 'balance brought forward';
        else if (hasBalanceLabel(texts, amount.isAmountColumn)) line = 'balance line';
      }
      if (group && line && readAmount !== null) {
        if (readAmount === groupCents) {
          totals.skip(readAmount);
          continue;
        }
        ({ writingNumber, name, npn = null } = group);
        recordsProcessed++;
        problem(
          `the ${line} says ${formatMoney(readAmount / 100)} but the rows above it for this agent add up to ${formatMoney(groupCents / 100)}: which is owed?`,
          readAmount,
        );
        continue;
      }
      if (unreadHeading && readAmount !== null) {
        recordsProcessed++;
        problem(
          `under the heading "${unreadHeading.text}" (row ${unreadHeading.rowNumber}), from which no agent could be read: choose who this row is for`,
          readAmount,
        );
        continue;
      }
      if (group) {
        // A bare line is the heading's agent's; so is a balance brought forward as their first line: what
        // they owed when the statement began (their closing balance line adds it in).
        ({ writingNumber, name, npn = null } = group);
      } else if (readAmount !== null && totals.isAmountAlone(texts)) {
        // An amount alone, with no person: a total of the rows above, whatever its wording.
        totals.skip(readAmount);
        continue;
      } else if (readAmount !== null) {
        // An amount with a policy or a date but no person (the agent left blank on repeat rows): whose
        // it is is not said, so it goes to review with its amount rather than be dropped as a total.
        recordsProcessed++;
        problem('no writing number, NPN or name', readAmount);
        continue;
      } else {
        recordsProcessed++;
        errors.push({ rowNumber, reason: 'no writing number, NPN or name' });
        continue;
      }
    }
    recordsProcessed++;
    // "NGUYEN, LINH #2": the carrier has several people of this name. With a writing number or NPN the
    // row is theirs, under the name without the number; by the name alone, whose it is is not said.
    const namesake = name ? readNamesakeMark(name) : null;
    if (namesake) {
      name = namesake.name;
      if (!writingNumber && !npn) {
        numberedNames.add(normalizePersonName(name));
        problem(namesakeQuestion(namesake), readAmount);
        // Their heading's balance line is still what these rows add up to, not one more line.
        if (readAmount !== null) groupCents += readAmount;
        groupRows++;
        continue;
      }
    }
    let split: string | null = null;
    for (const column of amount.columns) if ((split = splitByComma(texts, column, layout.headers.length))) break;
    if (split) {
      problem(`the amount "${split}" was split in two by an unquoted comma: put it in quotes in the file`);
      continue;
    }
    if (overfull?.rows.has(i)) {
      problem(overfullRowProblem(row, overfull.width));
      continue;
    }
    const settled = amount.settle(row, readAmount, i);
    if ('problem' in settled) {
      problem(settled.problem, settled.amountCents);
      continue;
    }
    const amountCents = settled.cents;
    const age = ageOfRow(fieldCell(row, columns, 'date'), fieldCell(row, columns, 'days'));
    if ('problem' in age) {
      problem(age.problem, amountCents);
      continue;
    }
    const ageDays = age.ageDays ?? (aging.length ? agingAgeDays(row, aging) : null);
    // Without a Carrier column, no spread of an empty object per row.
    const record: ReportRecord = { rowNumber, writingNumber, npn, name, amountCents, ageDays };
    records.push(hasCarrier ? Object.assign(record, carrierOf(row)) : record);
    groupCents += amountCents;
    groupRows++;
    totals.add({ writingNumber, npn, name }, amountCents);
  }
  // "NGUYEN, LINH" by name alone beside "NGUYEN, LINH #2": which of the two a known Linh Nguyen is, is not said either.
  if (numberedNames.size) {
    unnumberedNamesakes(records, numberedNames, (record, reason) =>
      toReview(
        sheet.rows[record.rowNumber - 1] ?? [],
        { rowNumber: record.rowNumber, writingNumber: null, npn: null, name: record.name },
        reason,
        record.amountCents,
      ),
    );
    errors.sort((a, b) => a.rowNumber - b.rowNumber);
  }
  return {
    records,
    problems,
    errors,
    recordsProcessed,
    summaryRowsSkipped: totals.skipped,
    signs: amount.signs,
    sections: headingsOf(sections),
  };
}
