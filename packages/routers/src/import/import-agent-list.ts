import { AGENT_LIST_EXTENSIONS, personNameKey, type TAgentListResult } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { lockHierarchy, loopText, loopThrough } from '../agent/hierarchy';
import { badRequest, failureReason } from '../errors';
import { recordRefusedUpload } from '../file-upload/record-refusal';
import { getRosterLayout } from '../report-layout/roster-layout';
import type { AgentAppointment, AgentListRecord } from './agent-list-parser';
import { npnKey, sameNpn } from '../agent/npn-match';
import { applyAppointments } from './apply-appointments';
import { refreshStatisticsInImport } from '../db/statistics';
import { lockAgentListImport, withRetries, type LockOptions } from './import-lock';
import { readUploadedSheets } from './read-file';
import { placed, placedAppointmentError, type RosterPlaces } from './roster-places';
import { rosterSheets } from './roster-sheet';
import { parseRosterWorkbook, type RosterRowError } from './roster-workbook';
import { leaveOutOtherPeople } from './roster-identity';
import { writeRosterPeople } from './roster-update';
import { linkUplinesByName } from './roster-upline-names';

export type AgentListResult = TAgentListResult;

/**
 * An agent list, upserted by NPN in one transaction: people already known (any of their records,
 * the NPN compared ignoring leading zeros) are updated with the fields their row gives (a column
 * the list lacks, or a blank cell, keeps the stored value), as is the one person known by name
 * alone that a row with a new NPN is; new people get a record with no carrier. Bad rows, rows that
 * may be one of several people, and rows whose NPN is someone else entirely are skipped and reported.
 */
export async function importAgentList(
  db: Kysely<DB>,
  upload: { filename: string; data: Buffer },
  options: LockOptions = {},
): Promise<AgentListResult> {
  try {
    return await applyAgentList(db, upload, options);
  } catch (error) {
    // Every upload is listed, a refused one as failed with its reason (nothing of it was applied).
    await recordRefusedUpload(db, {
      filename: upload.filename,
      carrierId: null,
      kind: 'agent_list',
      reason: `Nothing was applied: ${failureReason(error)}`,
    });
    throw error;
  }
}

async function applyAgentList(
  db: Kysely<DB>,
  upload: { filename: string; data: Buffer },
  options: LockOptions,
): Promise<AgentListResult> {
  // The sheets holding the list (as Import Agents' mapping reads them), each by its own header, as one list.
  const saved = await getRosterLayout(db);
  const sheets = rosterSheets(await readUploadedSheets(upload.filename, upload.data, AGENT_LIST_EXTENSIONS), saved);
  const parsed = parseRosterWorkbook(sheets, saved);
  const { places } = parsed;
  if (parsed.recordsProcessed === 0) throw badRequest('The agent list has no data rows');
  return withRetries(() =>
    db.transaction().execute(async (trx) => {
      await lockAgentListImport(trx, options);
      await lockHierarchy(trx);
      await refreshStatisticsInImport(trx);
      // A row whose NPN is a known person but whose name is someone else entirely is a row error.
      const identity = await leaveOutOtherPeople(trx, parsed.records);
      // Who each row is (an NPN known with other leading zeros, or a person known by name alone);
      // a row that may be several people is a row error, as a loop is, and neither is written.
      const people = await findPeople(trx, identity.records, places);
      // A row that is its own upline or makes a loop is a row error, as a bad cell is, and so are
      // the further rows (appointments) of its person.
      // An upline given by name only is linked by the NPN of the one person of that name, if one.
      const uplines = await linkUplinesByName(trx, people.records);
      const hierarchy = await leaveOutUplineLoops(trx, uplines.records, places);
      const unused = new Map(
        [...identity.left, ...people.left, ...hierarchy.left].map((record) => [npnKey(record.npn), record.rowNumber]),
      );
      const appointments = parsed.appointments.map((appointment) => ({
        ...appointment,
        npn: people.npnAsStored(appointment.npn),
      }));
      const rowErrors = [
        ...identity.errors.map((error) => placed(places, error)),
        ...people.errors,
        ...hierarchy.errors,
        ...appointmentsOf(appointments, unused, places),
      ].sort((a, b) => a.rowNumber - b.rowNumber);
      const used = uplines.records.filter((record) => !unused.has(npnKey(record.npn)));
      const written = await writeRosterPeople(
        trx,
        used.map((record) => ({ ...record, personKey: people.linked.get(record.rowNumber) ?? null })),
      );
      // The appointments are matched to the records just written: planned for the table as it is now.
      await refreshStatisticsInImport(trx);
      const appointed = await applyAppointments(
        trx,
        appointments.filter((appointment) => !unused.has(npnKey(appointment.npn))),
      );
      // A person whose record at a carrier took its appointment's status was changed.
      const restated = new Set(appointed.restated.map(npnKey));
      const unchanged = written.unchanged.filter((npn) => !restated.has(npnKey(npn))).length;
      const result = {
        imported: written.inserted,
        updated: written.updated,
        // Said only when someone was unchanged, so a list that changes everyone it names answers as before.
        ...(unchanged > 0 ? { unchanged } : {}),
        writingNumbers: appointed.recorded,
        // Said only when links were made, so a list giving every Upline NPN answers as before.
        ...(uplines.linked > 0 ? { uplinesByName: uplines.linked } : {}),
        errors: inRowOrder([
          ...parsed.errors,
          ...rowErrors,
          ...appointed.errors.map((error) => placedAppointmentError(places, error)),
        ]),
        // Said only when the list gave something that was not recorded (writing numbers with no carrier).
        ...(parsed.notes.length + appointed.notes.length > 0 ? { notes: [...parsed.notes, ...appointed.notes] } : {}),
      };
      await trx
        .insertInto('file_uploads')
        .values({
          filename: upload.filename.slice(0, 255),
          kind: 'agent_list',
          records_processed: parsed.recordsProcessed,
          records_imported: result.imported + result.updated,
          status: 'success',
          summary: JSON.stringify({
            imported: result.imported,
            updated: result.updated,
            unchanged: result.unchanged ?? 0,
            writingNumbers: result.writingNumbers,
            errors: result.errors.length,
          }),
        })
        .execute();
      return result;
    }),
  );
}

type RowError = RosterRowError;

/** A record of a person with no NPN whom a row's name may be. */
type NameCandidate = { rowNumber: number; personKey: string; id: number; name: string; carrier: string | null };

/**
 * Who each row of the list is, in two queries whatever its length (no query per row):
 * - a person whose NPN is the row's, ignoring leading zeros (SureLC pads `17345678` to
 *   `0017345678`), as report matching compares NPNs. The NPN is then written as that person's
 *   records store it, in the row and in every Upline NPN naming them, so the list neither makes a
 *   second person nor rewrites the stored NPN, and hierarchy links and loops compare one form. An
 *   NPN no one has keeps the list's form (its first row's: the parser made the rows agree).
 * - else, by the one person rule for names (key and agreeing tie, as report matching: personNameKey),
 *   a person with no NPN at all (made from carrier reports by name): exactly one, claimed by this row
 *   alone, is this row's person (`linked`: their person key), and gets its NPN and fields, so they are
 *   not split into two people. Several people of that name, or several rows naming one such person,
 *   cannot be told apart: the row is `left` out with a row error naming them (the list's result has
 *   no warnings, and making a new person would be the split this avoids). Staff give the NPN to the
 *   right record and import again. A person with another NPN is never someone by name.
 */
async function findPeople(trx: Kysely<DB>, records: readonly AgentListRecord[], places: RosterPlaces) {
  const digits = new Set<string>();
  for (const record of records) {
    digits.add(npnKey(record.npn));
    if (record.uplineNPN !== null) digits.add(npnKey(record.uplineNPN));
  }
  // The oldest record's form when a person was stored in two (before lists matched ignoring zeros).
  const { rows: stored } = await sql<{ digits: string; npn: string }>`
    select distinct on (x.digits) x.digits, a.npn
    from jsonb_array_elements_text(${JSON.stringify([...digits])}::jsonb) as x(digits)
    join agents a on ${sameNpn('a.npn', 'x.digits')}
    order by x.digits, a.id`.execute(trx);
  const forms = new Map(records.map((record) => [npnKey(record.npn), record.npn]));
  for (const row of stored) forms.set(row.digits, row.npn);
  const known = new Set(stored.map((row) => row.digits));
  const npnAsStored = (npn: string) => forms.get(npnKey(npn)) ?? npn;
  const rows = records.map((record) => ({
    ...record,
    npn: npnAsStored(record.npn),
    uplineNPN: record.uplineNPN === null ? null : npnAsStored(record.uplineNPN),
  }));

  // Rows with a new NPN and a name (not the NPN the parser names a nameless row by).
  const named = rows
    .filter((record) => !known.has(npnKey(record.npn)) && !/^\d+$/.test(record.name))
    .map((record) => ({ rowNumber: record.rowNumber, ...personNameKey(record.name) }))
    .filter((row) => row.key !== '');
  const linked = new Map<number, string>();
  const left: AgentListRecord[] = [];
  const errors: RowError[] = [];
  if (named.length === 0) return { records: rows, left, errors, linked, npnAsStored };
  const { rows: candidates } = await sql<NameCandidate>`
    select x."rowNumber", a.person_key as "personKey", a.id, a.name, c.code as carrier
    from jsonb_to_recordset(${JSON.stringify(named)}::jsonb) as x("rowNumber" int, key text, tie text)
    join agents a on a.name_key = x.key and agentledger_ties_agree(a.name_tie, x.tie)
    left join carriers c on c.id = a.carrier_id
    where nullif(trim(a.npn), '') is null
    order by x."rowNumber", a.id`.execute(trx);
  const peopleOf = new Map<number, Map<string, NameCandidate[]>>();
  for (const candidate of candidates) {
    const people = peopleOf.get(candidate.rowNumber) ?? new Map<string, NameCandidate[]>();
    people.set(candidate.personKey, [...(people.get(candidate.personKey) ?? []), candidate]);
    peopleOf.set(candidate.rowNumber, people);
  }
  const claimedBy = new Map<string, AgentListRecord[]>();
  for (const record of rows) {
    const people = peopleOf.get(record.rowNumber);
    if (people?.size !== 1) continue;
    const [personKey] = [...people.keys()] as [string];
    claimedBy.set(personKey, [...(claimedBy.get(personKey) ?? []), record]);
  }
  const describe = (person: readonly NameCandidate[]) =>
    `${person[0]!.name} (${person.map((r) => `record ${r.id}${r.carrier ? ` at ${r.carrier}` : ''}`).join(', ')})`;
  const leaveOut = (record: AgentListRecord, why: string) => {
    left.push(record);
    errors.push({
      rowNumber: record.rowNumber,
      error:
        `${places.line(record.rowNumber)}: no one has NPN ${record.npn} yet, and ${why}; this row was not used ` +
        '(give the NPN to the right record under Agents, then import the list again)',
    });
  };
  const used = rows.filter((record) => {
    const people = peopleOf.get(record.rowNumber);
    if (!people) return true;
    if (people.size > 1) {
      const who = [...people.values()].map(describe).join('; ');
      leaveOut(record, `${people.size} people with no NPN may be ${record.name}: ${who}`);
      return false;
    }
    const [personKey, person] = [...people][0]!;
    const others = claimedBy.get(personKey)!.filter((other) => other !== record);
    if (others.length > 0) {
      const also = others.map((other) => `${places.row(other.rowNumber)} (NPN ${other.npn})`).join(', ');
      leaveOut(record, `${record.name} may be ${describe(person)}, who has no NPN, as may ${also}`);
      return false;
    }
    linked.set(record.rowNumber, personKey);
    return true;
  });
  return { records: used, left, errors, linked, npnAsStored };
}

/**
 * The rows whose Upline NPN is their own NPN, or would make a loop in the hierarchy among the list's
 * rows or with the agents already known, left out, each with its row error. Every row on a loop that
 * changes its person's upline is left out (which of them is wrong cannot be told); a row that keeps
 * the upline stored makes no new link, so a list imported again is not refused for a loop stored
 * before the check existed. A row left out leaves its person's stored upline in place, which may
 * close a loop with a row still in: the check runs again until no row makes a loop.
 */
async function leaveOutUplineLoops(trx: Kysely<DB>, records: readonly AgentListRecord[], places: RosterPlaces) {
  const { rows } = await sql<{ npn: string; up: string }>`
    select distinct npn, upline_id as up from agents where npn is not null and upline_id <> ''`.execute(trx);
  // Links by the one NPN rule (loopThrough's UplineLinks): each person's distinct uplines by npnKey.
  const stored = new Map<string, string[]>();
  for (const row of rows) {
    const ups = stored.get(npnKey(row.npn)) ?? [];
    if (!ups.some((up) => npnKey(up) === npnKey(row.up))) stored.set(npnKey(row.npn), [...ups, row.up]);
  }
  // A row without an Upline NPN keeps the stored upline (a roster never clears one).
  const keeps = (record: AgentListRecord) => {
    const ups = stored.get(npnKey(record.npn)) ?? [];
    return record.uplineNPN === null || (ups.length === 1 && npnKey(ups[0]!) === npnKey(record.uplineNPN));
  };
  const left: AgentListRecord[] = [];
  const errors: RowError[] = [];
  const leaveOut = (record: AgentListRecord, why: string) => {
    left.push(record);
    errors.push({
      rowNumber: record.rowNumber,
      error: `${places.line(record.rowNumber)}: ${why}; this row was not used`,
    });
  };
  let checked: AgentListRecord[] = [];
  for (const record of records) {
    if (record.uplineNPN !== null && npnKey(record.uplineNPN) === npnKey(record.npn)) {
      leaveOut(record, `the Upline NPN ${record.npn} is the agent's own NPN (an agent cannot be their own upline)`);
    } else checked.push(record);
  }
  for (;;) {
    // The hierarchy as the list would leave it: each person of the list with an Upline NPN under it
    // alone, the others under their stored uplines.
    const links = new Map<string, readonly string[]>(stored);
    for (const record of checked) if (record.uplineNPN !== null) links.set(npnKey(record.npn), [record.uplineNPN]);
    const loops = checked.flatMap((record) => {
      const loop = keeps(record) || record.uplineNPN === null ? null : loopThrough(links, record.npn, record.uplineNPN);
      return loop ? [{ record, loop }] : [];
    });
    if (loops.length === 0) return { left, errors };
    for (const { record, loop } of loops) {
      leaveOut(record, `the Upline NPN ${record.uplineNPN} would make a loop: ${loopText(loop)}`);
    }
    const out = new Set(loops.map(({ record }) => record));
    checked = checked.filter((record) => !out.has(record));
  }
}

/**
 * The further rows (appointments) of the people whose row was not used: not used either. `unused`
 * is by NPN digits (npnKey), each with the row not used.
 */
function appointmentsOf(
  appointments: readonly AgentAppointment[],
  unused: ReadonlyMap<string, number>,
  places: RosterPlaces,
) {
  return appointments.flatMap((appointment) => {
    const row = unused.get(npnKey(appointment.npn));
    if (row === undefined || row === appointment.rowNumber) return [];
    return [
      {
        rowNumber: appointment.rowNumber,
        error: `${places.line(appointment.rowNumber)}: NPN ${appointment.npn} was not used on ${places.row(row)} (see there), so this row was not used either`,
      },
    ];
  });
}

/**
 * Row errors as staff read the file, top to bottom ("Row 2: …" before "Row 10: …", a sheet's rows
 * before the next sheet's); others first, as they came.
 */
function inRowOrder(errors: readonly RowError[]): string[] {
  return errors
    .map((error, index) => ({ ...error, index }))
    .sort((a, b) => a.rowNumber - b.rowNumber || a.index - b.index)
    .map(({ error }) => error);
}
