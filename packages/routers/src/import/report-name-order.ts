import { displayPersonName, personNameKey, type TReportLayoutUsed, type TReportNameOrder } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { mayReadLastFirst, readLastFirst, readsLastFirst, type NameOrderEvidence } from './last-first-names';
import { reportPersonKey, type ReportGroup } from './report-groups';

/** What the report's name order adds to the layout said in the upload result (nothing when read as written). */
export type NameOrderNote = Pick<
  TReportLayoutUsed,
  'nameOrder' | 'nameOrderEvidence' | 'nameOrderSaved' | 'nameOrderHeader'
>;

/** A distinct comma-less name of the report: its key and tie as written, and read last name first. */
type Reading = { name: string; writtenKey: string; writtenTie: string; lastFirst: string; key: string; tie: string };

type Counted = { evidence: NameOrderEvidence; example: string | null; exampleName: string | null };

/**
 * How many of a report's names are read first: a report with more is counted in full only when
 * these (spread evenly over it) could be of a report written last name first. A report written as
 * its names are (nearly all) then costs a thousand names' reading, not all of them twice.
 */
export const NAME_ORDER_SAMPLE = 1_000;

/**
 * The order of a report's comma-less names (`SMITH JOHN A` or `John A Smith`), decided once for the
 * whole report: its distinct names are matched against the people already known (name key and
 * agreeing tie, as matching by name does) read as written and read last name first, in one grouped
 * query. When the second clearly wins (readsLastFirst), every comma-less name of the report is read
 * "Last, First Middle" — its key, its person, and the name of anyone new it makes — and the layout
 * says so; otherwise the groups are as they were (first name first, as always). Names written with a
 * comma, and names from separate first and last name columns, have their order already.
 */
export async function decideReportNameOrder(
  trx: Kysely<DB>,
  groups: ReportGroup[],
  columns: TReportLayoutUsed['columns'],
  saved: TReportNameOrder = 'detect',
  // Who said the order: the carrier's saved layout (staff), or the name column's header ("Name (Last, First)").
  saidBy: 'layout' | 'header' = 'layout',
): Promise<{ groups: ReportGroup[]; note: NameOrderNote }> {
  const asWritten = { groups, note: {} };
  if (columns.name === undefined && (columns.lastName !== undefined || columns.firstName !== undefined)) {
    return asWritten;
  }
  const names = commaLessNames(groups);
  if (names.length === 0 || saved === 'first-last') return asWritten;
  const readings = new Map<string, Reading | null>();
  const readingsOf = (list: readonly ReportGroup[]) =>
    list.map((group) => readingOf(group, readings)).filter((reading): reading is Reading => reading !== null);
  const readAllLastFirst = () =>
    groups.map((group) => {
      const reading = group.name ? readings.get(group.name) : undefined;
      return reading ? readLastNameFirst(group, reading) : group;
    });
  // Staff said it in the carrier's layout, or the report in its header: every comma-less name is read so, known or not.
  if (saved === 'last-first') {
    readingsOf(names);
    const said = saidBy === 'header' ? { nameOrderHeader: true as const } : { nameOrderSaved: true as const };
    return { groups: readAllLastFirst(), note: { nameOrder: 'last-first', ...said } };
  }

  let counted = await countNameOrderEvidence(trx, readingsOf(evenlySpread(names, NAME_ORDER_SAMPLE)));
  if (names.length > NAME_ORDER_SAMPLE) {
    if (!mayReadLastFirst(counted.evidence)) return asWritten;
    counted = await countNameOrderEvidence(trx, readingsOf(names));
  }
  const { evidence, example, exampleName } = counted;
  if (!readsLastFirst(evidence) || !example || !exampleName) return asWritten;

  return {
    groups: readAllLastFirst(),
    note: {
      nameOrder: 'last-first',
      nameOrderEvidence: {
        lastFirst: evidence.lastFirst,
        known: evidence.known,
        example,
        exampleName: displayPersonName(exampleName),
      },
    },
  };
}

/** The first group of each distinct name written without a comma, in the report's order. */
function commaLessNames(groups: readonly ReportGroup[]): ReportGroup[] {
  const seen = new Set<string>();
  const names: ReportGroup[] = [];
  for (const group of groups) {
    if (!group.name || !group.nameKey || group.name.includes(',') || seen.has(group.name)) continue;
    seen.add(group.name);
    names.push(group);
  }
  return names;
}

/** At most `count` of `list`, spread evenly from its first to its end (all of it when it is no longer). */
function evenlySpread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);
}

/** The group's name read last name first (kept in `readings`): null when it has no such reading. */
function readingOf(group: ReportGroup, readings: Map<string, Reading | null>): Reading | null {
  const name = group.name!;
  let reading = readings.get(name);
  if (reading === undefined) {
    const lastFirst = readLastFirst(name);
    const read = lastFirst ? personNameKey(lastFirst) : null;
    reading =
      lastFirst && read?.key
        ? { name, writtenKey: group.nameKey, writtenTie: group.nameTie, lastFirst, ...read }
        : null;
    readings.set(name, reading);
  }
  return reading;
}

/**
 * One grouped query: each name matched to the people known, as written and read last name first.
 * A sample's names are looked up one by one through agents_name_key_idx (two probes each); all of
 * a report's names by joins, so that the planner hashes or probes as their number says, and the
 * statement stays under the cost at which PostgreSQL compiles it (JIT took 8 s for 20,000 names'
 * lookups one by one). `example` is the first name known only read last name first, and
 * `example_name` the name of the person it is.
 */
async function countNameOrderEvidence(trx: Kysely<DB>, list: readonly Reading[]): Promise<Counted> {
  const column = <K extends keyof Reading>(key: K) => list.map((reading) => reading[key]);
  const matched =
    list.length <= NAME_ORDER_SAMPLE
      ? sql`select n.name, n.place,
          exists (select 1 from agents a where a.name_key = n.written_key
                    and agentledger_ties_agree(a.name_tie, n.written_tie)) as as_written,
          (select min(a.id) from agents a where a.name_key = n.key
             and agentledger_ties_agree(a.name_tie, n.tie)) as agent_id
        from n`
      : sql`select n.name, n.place, w.place is not null as as_written, l.agent_id
        from n
        left join (select distinct n.place from n join agents a on a.name_key = n.written_key
                   where agentledger_ties_agree(a.name_tie, n.written_tie)) w on w.place = n.place
        left join (select n.place, min(a.id) as agent_id from n join agents a on a.name_key = n.key
                   where agentledger_ties_agree(a.name_tie, n.tie) group by n.place) l on l.place = n.place`;
  const { rows } = await sql<{
    names: string;
    known: string;
    last_first: string;
    last_only: string;
    first_only: string;
    example: string | null;
    example_name: string | null;
  }>`with n as (
      select * from unnest(${column('name')}::text[], ${column('writtenKey')}::text[],
        ${column('writtenTie')}::text[], ${column('key')}::text[], ${column('tie')}::text[])
        with ordinality as n(name, written_key, written_tie, key, tie, place)),
    m as (${matched}),
    counted as (
      select count(*) as names,
        count(*) filter (where as_written or agent_id is not null) as known,
        count(*) filter (where agent_id is not null) as last_first,
        count(*) filter (where agent_id is not null and not as_written) as last_only,
        count(*) filter (where as_written and agent_id is null) as first_only,
        min(place) filter (where agent_id is not null and not as_written) as example_place
      from m)
    select c.names, c.known, c.last_first, c.last_only, c.first_only, m.name as example, a.name as example_name
    from counted c left join m on m.place = c.example_place left join agents a on a.id = m.agent_id`.execute(trx);
  const found = rows[0]!;
  return {
    evidence: {
      names: Number(found.names),
      known: Number(found.known),
      lastFirst: Number(found.last_first),
      lastOnly: Number(found.last_only),
      firstOnly: Number(found.first_only),
    },
    example: found.example,
    exampleName: found.example_name,
  };
}

/** The group with its name read "Last, First Middle": its name, key, tie and (when the name is all it has) person. */
function readLastNameFirst(group: ReportGroup, reading: Reading): ReportGroup {
  const name = reading.lastFirst;
  return {
    ...group,
    name,
    nameKey: reading.key,
    nameTie: reading.tie,
    personKey: reportPersonKey({ writingNumber: group.writingNumber, npn: group.npn, name }, group.writingKey),
  };
}
