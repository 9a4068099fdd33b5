import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest } from '../errors';
import { carrierCandidates, type NamedCarrier } from './carrier-names';
import { leftOutLine, noneOwnRefusal, spelling, type Whose } from './report-carrier-lines';
import type { ParsedReport } from './report-parser';
import { placeKey, rowErrorLine, rowsLabel, type LaterSheet } from './row-places';
import { carrierSpellings } from './running-balance-carrier-spellings';

/** At most this many row numbers are listed in a line about rows left out. */
const ROWS_LISTED = 10;

/**
 * A report with a Carrier column (an agency system's or IMO's report of several carriers, or one
 * carrier's report uploaded under another) read for the carrier it was uploaded to: rows naming
 * another company here, one not here, or one that could be either of two companies, while other rows
 * name this one, are left out, with one line per company (and sheet, naming a later one as row errors
 * do) in the errors. A report none of whose rows names this carrier is refused, nothing applied, when
 * a row names another company here or could name two, or when its rows name two companies or more
 * that are not here (which of them is this carrier is not known). Values naming one company not here,
 * in a report naming none, are taken for the carrier's own names (its legal entity), as is a blank cell.
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
      const candidates = carrierCandidates(text, carriers);
      found =
        candidates.length === 0
          ? { kind: 'unknown', text }
          : candidates.length > 1
            ? { kind: 'unsure', text, carriers: candidates }
            : candidates[0]!.id === uploaded.id
              ? { kind: 'own' }
              : { kind: 'other', carrier: candidates[0]! };
      known.set(key, found);
    }
    return found;
  };
  const rows = [...report.records, ...report.problems].map((row) => ({ row, whose: whose(row.carrier) }));
  const named = rows.filter(({ row }) => row.carrier !== undefined).map(({ whose }) => whose);
  const unknown = named.flatMap((whose) => (whose.kind === 'unknown' ? [whose.text] : []));
  // The names of one company not here, however spelt ("Senior Life", "Senior Life Insurance Co."), are one.
  const unknownCarrier = carrierSpellings(unknown);
  if (!named.some((whose) => whose.kind === 'own')) {
    // One company not here and nothing else: the carrier's own legal name (or names).
    if (unknown.length === named.length && new Set(unknown.map(unknownCarrier)).size <= 1) return report;
    throw badRequest(noneOwnRefusal(named, uploaded, unknownCarrier));
  }
  // One line per company and sheet (named by its first spelling), in the file's order.
  const leftOut = new Map<string, { sheet?: LaterSheet; line: string; rows: number[] }>();
  const inFileOrder = rows.sort(
    (a, b) => (a.row.sheet?.order ?? 0) - (b.row.sheet?.order ?? 0) || a.row.rowNumber - b.row.rowNumber,
  );
  for (const { row, whose } of inFileOrder) {
    if (whose.kind === 'own') continue;
    const company =
      whose.kind === 'other'
        ? `id:${whose.carrier.id}`
        : whose.kind === 'unknown'
          ? `not here:${unknownCarrier(whose.text)}`
          : `text:${spelling(whose.text)}`;
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
