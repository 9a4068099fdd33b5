import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest } from '../errors';
import { matchCarrierName, type NamedCarrier } from './carrier-names';
import type { ParsedReport } from './report-parser';
import { placeKey, rowErrorLine, rowsLabel, type LaterSheet } from './row-places';

/** At most this many row numbers are listed in a line about rows left out. */
const ROWS_LISTED = 10;

/** Whose a row is, by its Carrier cell: the carrier uploaded to, another company here, or none known. */
type Whose = { kind: 'own' } | { kind: 'other'; carrier: NamedCarrier } | { kind: 'unknown'; text: string };

/** "Aetna", "Aetna and Foresters", "Aetna, Foresters and Ethos". */
function nameList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * A report with a Carrier column (an agency system's or IMO's report of several carriers, or one
 * carrier's report uploaded under another) read for the carrier it was uploaded to: rows naming
 * another company here, or one not here while other rows name this one, are left out, with one line
 * per company (and sheet, naming a later one as row errors do) in the errors. A report whose rows name only other companies here is refused: nothing
 * of it is this carrier's. Values naming no company here, in a report naming none, are taken for the
 * carrier's own names (its legal entity, a subsidiary), as is a blank cell.
 */
export function leaveOutOtherCarriers(
  report: ParsedReport,
  uploaded: NamedCarrier,
  carriers: readonly NamedCarrier[],
): ParsedReport {
  if (report.layout.columns.carrier === undefined) return report;
  const known = new Map<string, Whose>();
  const whose = (text: string | undefined): Whose => {
    if (text === undefined) return { kind: 'own' };
    const key = text.toLowerCase().replace(/\s+/g, ' ').trim();
    let found = known.get(key);
    if (!found) {
      const match = matchCarrierName(text, carriers);
      found =
        match === null
          ? { kind: 'unknown', text }
          : match.id === uploaded.id
            ? { kind: 'own' }
            : { kind: 'other', carrier: match };
      known.set(key, found);
    }
    return found;
  };
  const rows = [...report.records, ...report.problems].map((row) => ({ row, whose: whose(row.carrier) }));
  const named = rows.filter(({ row }) => row.carrier !== undefined);
  const own = named.filter(({ whose }) => whose.kind === 'own').length;
  const others = named.filter(({ whose }) => whose.kind === 'other');
  // No row is another known company's: the values are this carrier's own names (or say nothing).
  if (others.length === 0 && own === 0) return report;
  if (own === 0)
    throw badRequest(
      othersOnlyRefusal(
        named.map(({ whose }) => whose),
        uploaded,
      ),
    );
  // One line per company and sheet (each value is read once, so one spelling is one entry), in the file's order.
  const leftOut = new Map<string, { sheet?: LaterSheet; line: string; rows: number[] }>();
  const inFileOrder = rows.sort(
    (a, b) => (a.row.sheet?.order ?? 0) - (b.row.sheet?.order ?? 0) || a.row.rowNumber - b.row.rowNumber,
  );
  for (const { row, whose } of inFileOrder) {
    if (whose.kind === 'own') continue;
    const company =
      whose.kind === 'other' ? `id:${whose.carrier.id}` : `text:${whose.text.toLowerCase().replace(/\s+/g, ' ')}`;
    const key = `${row.sheet?.order ?? 0}|${company}`;
    const entry = leftOut.get(key) ?? { sheet: row.sheet, line: leftOutLine(whose, uploaded), rows: [] };
    // A running balance's last line stands for its carrier's lines above it: every one of them is left out.
    if ('lineRows' in row && row.lineRows) entry.rows.push(...row.lineRows);
    else entry.rows.push(row.rowNumber);
    leftOut.set(key, entry);
  }
  const kept = <R extends { carrier?: string }>(list: readonly R[]) =>
    list.filter((row) => whose(row.carrier).kind === 'own');
  // A left-out row's own problem (an amount that is not money) is not this carrier's either: its
  // error goes with it, found by the row's place.
  const dropped = new Set(
    report.problems.filter((problem) => whose(problem.carrier).kind !== 'own').map((problem) => placeKey(problem)),
  );
  const rowErrors = report.rowErrors.filter((error) => !dropped.has(placeKey(error)));
  return {
    ...report,
    records: kept(report.records),
    problems: kept(report.problems),
    rowErrors,
    errors: [
      ...[...leftOut.values()].map(({ sheet, line, rows }) => `${rowsLabel(sheet, rows, ROWS_LISTED)}: ${line}`),
      ...rowErrors.map(rowErrorLine),
    ],
  };
}

function leftOutLine(whose: Exclude<Whose, { kind: 'own' }>, uploaded: NamedCarrier): string {
  if (whose.kind === 'other') {
    const { name } = whose.carrier;
    return `for ${name}, not ${uploaded.name}; not read here. Upload the file under ${name} for them.`;
  }
  return (
    `for "${whose.text}" (not a company here), not ${uploaded.name}; not read here. ` +
    'Add the company under Companies and upload the file under it for them.'
  );
}

function othersOnlyRefusal(named: readonly Whose[], uploaded: NamedCarrier): string {
  const others = [...new Set(named.flatMap((whose) => (whose.kind === 'other' ? [whose.carrier.name] : [])))];
  const unknown = [...new Set(named.flatMap((whose) => (whose.kind === 'unknown' ? [`"${whose.text}"`] : [])))];
  const under = others.length === 1 ? `Upload it under ${others[0]}.` : 'Upload it under each of them.';
  const alsoUnknown = unknown.length ? ` Its rows for ${nameList(unknown)} name no company here.` : '';
  return (
    `This report is for ${nameList(others)} (its Carrier column), not ${uploaded.name}: nothing was imported. ` +
    `${under}${alsoUnknown}`
  );
}

/** The report's rows for the carrier it was uploaded to, its Carrier column read against every company here. */
export async function readForCarrier(
  db: Kysely<DB>,
  uploaded: NamedCarrier,
  report: ParsedReport,
): Promise<ParsedReport> {
  if (report.layout.columns.carrier === undefined) return report;
  const carriers = await db.selectFrom('carriers').select(['id', 'name', 'code']).execute();
  return leaveOutOtherCarriers(report, uploaded, carriers);
}
