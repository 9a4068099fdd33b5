import { normalizePersonName, normalizeWritingNumber, personNameKey } from '@agentledger/schema';
import { GroupAges } from './group-age';
import type { ProblemRow, ReportRecord } from './report-rows';

/**
 * The rows of one report that name the same person the same way, added up. Matching depends only
 * on the identifiers, so grouping before the database sees the rows changes no result and sends
 * one row per person instead of one per chargeback (100,000 rows for 20,000 agents become 20,000).
 * A row that could not be read is a group of its own, with its problem and raw cells.
 */
export type ReportGroup = {
  /** The first row of the group, as the person sees it in the file. */
  rowNumber: number;
  writingNumber: string | null;
  writingKey: string | null;
  npn: string | null;
  name: string | null;
  /** personNameKey's key and tie of the name ('' without a name). */
  nameKey: string;
  nameTie: string;
  /** Who the rows are for: the NPN, else the writing number, else the name (prefixed by kind). */
  personKey: string;
  /** null for a row whose amount could not be read. */
  cents: number | null;
  /** How old the rows still owed are (group-age.ts); null when none of the rows gives a date. */
  ageDays: number | null;
  rows: number;
  raw: Record<string, string> | null;
  problem: string | null;
};

type Identified = { writingNumber: string | null; npn: string | null; name: string | null };

/**
 * Who a row is for: the NPN, else the writing number, else the name (prefixed by kind). An NPN, and a
 * writing number of digits only, count without their leading zeros (`0001234567` = `1234567`,
 * `000903` = `903`), as matching compares them: a spreadsheet's number format adds zeros a CSV
 * leaves out, and a carrier pads NPNs to ten digits. Letters keep their zeros (`W0001` is not
 * `W001`), and a value of zeros only is kept as written, so it never joins every other one.
 */
export function reportPersonKey(row: Identified, writingKey = writingKeyOf(row)): string {
  return row.npn
    ? `npn:${digitsWithoutLeadingZeros(row.npn)}`
    : writingKey
      ? `wn:${digitsWithoutLeadingZeros(writingKey)}`
      : `name:${row.name ? normalizePersonName(row.name) : ''}`;
}

/** Digits without their leading zeros; anything else, or zeros only, as it is. */
function digitsWithoutLeadingZeros(value: string): string {
  return /^[0-9]+$/.test(value) ? value.replace(/^0+/, '') || value : value;
}

function writingKeyOf(row: Identified): string | null {
  return row.writingNumber ? normalizeWritingNumber(row.writingNumber) || null : null;
}

function identify(row: Identified) {
  const writingKey = writingKeyOf(row);
  const name = row.name ? personNameKey(row.name) : { key: '', tie: '|' };
  return {
    writingNumber: writingKey ? row.writingNumber : null,
    writingKey,
    npn: row.npn,
    name: row.name,
    nameKey: name.key,
    nameTie: name.key ? name.tie : '|',
    personKey: reportPersonKey(row, writingKey),
  };
}

/** A row's NPN and name as read, told apart from another's under one writing number. */
const otherPartsOf = (row: Identified): string => `${row.npn ?? ''}\u0000${row.name ?? ''}`;

const sameOtherParts = (a: Identified, b: Identified): boolean =>
  (a.npn ?? '') === (b.npn ?? '') && (a.name ?? '') === (b.name ?? '');

/** The rows of one person written the same way: their writing number, NPN and name as read. */
export const recordIdentity = (record: Identified): string =>
  `${record.writingNumber ?? ''}\u0000${record.npn ?? ''}\u0000${record.name ?? ''}`;

export function groupReportRows(records: readonly ReportRecord[], problems: readonly ProblemRow[] = []): ReportGroup[] {
  // Keyed by writing number; most hold one group (one NPN, one name), compared in place, and only a
  // writing number written with several NPNs or names gets a map of them. A key made of the three
  // parts, or a map per part, is a new string or map for every row or person (twice the time).
  const groups = new Map<string, ReportGroup | Map<string, ReportGroup>>();
  const all: ReportGroup[] = [];
  const ages = new GroupAges<ReportGroup>();
  let several = false;
  for (const record of records) {
    const writingNumber = record.writingNumber ?? '';
    const held = groups.get(writingNumber);
    const group =
      held === undefined
        ? undefined
        : held instanceof Map
          ? held.get(otherPartsOf(record))
          : sameOtherParts(held, record)
            ? held
            : undefined;
    if (group) {
      group.cents = (group.cents ?? 0) + record.amountCents;
      ages.add(group, record.ageDays, record.amountCents);
      group.rows += record.rowCount ?? 1;
      several = true;
      continue;
    }
    const added: ReportGroup = {
      rowNumber: record.rowNumber,
      ...identify(record),
      cents: record.amountCents,
      ageDays: record.ageDays,
      rows: record.rowCount ?? 1,
      raw: null,
      problem: null,
    };
    if (held === undefined) groups.set(writingNumber, added);
    else if (held instanceof Map) held.set(otherPartsOf(record), added);
    else
      groups.set(
        writingNumber,
        new Map([
          [otherPartsOf(held), held],
          [otherPartsOf(record), added],
        ]),
      );
    ages.first(added, record.ageDays, record.amountCents);
    all.push(added);
  }
  if (several) for (const group of all) if (group.rows > 1) group.ageDays = ages.ageOf(group);
  const unread = problems.map((problem): ReportGroup => ({
    rowNumber: problem.rowNumber,
    ...identify(problem),
    cents: problem.amountCents,
    ageDays: null,
    rows: 1,
    raw: problem.raw,
    problem: problem.reason,
  }));
  return [...all, ...unread];
}
