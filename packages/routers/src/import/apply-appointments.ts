import { normalizeWritingNumber } from '@agentledger/schema';
import { sql, type Transaction } from 'kysely';
import { sameNpn } from '../agent/npn-match';
import type { DB } from '../db/types';
import type { AgentAppointment } from './agent-list-parser';
import { matchCarrierName } from './carrier-names';
import { pendingNote } from './pending-appointments';
import { sameWritingDigits } from './writing-digits';

type AppointmentRow = {
  rowNumber: number;
  npn: string;
  name: string;
  carrierId: number;
  carrierCode: string;
  /** Both null on a pending appointment (no number yet): only its status is recorded. */
  writingNumber: string | null;
  writingKey: string | null;
  status: string | null;
};

/** An appointment row giving a writing number (not pending). */
type NumberedRow = AppointmentRow & { writingNumber: string; writingKey: string };
const isNumbered = (row: AppointmentRow): row is NumberedRow => row.writingKey !== null && row.writingNumber !== null;

/**
 * A writing number as two are told apart (the product's rule, as POST /api/writing-numbers/upsert
 * and report matching compare them): case, spaces and dashes ignored, and a number of digits only
 * without its leading zeros (0903 = 903).
 */
const sameNumberKey = (writingKey: string) =>
  /^[0-9]+$/.test(writingKey) && writingKey.replace(/^0+/, '') !== '' ? writingKey.replace(/^0+/, '') : writingKey;

/**
 * An appointment list's writing numbers, recorded per carrier inside the agent list's transaction:
 * the person gets a record at each carrier they are appointed with (a copy of their profile, when
 * they have none there yet) carrying that carrier's writing number, so the carrier's reports match
 * them by it. An appointment's own status (a list reading statuses per appointment) goes to the
 * person's records at its carrier alone, a new one taking it instead of the profile's; a blank one
 * leaves the stored status (a new record takes the person's, from their record with no carrier). A carrier that is not set up, or that two carriers' names fit equally, is a row error.
 * The person is found by their NPN ignoring leading zeros, and a new record keeps the NPN as the
 * person's records store it (one person, one NPN form).
 * One writing number names one person at its carrier: a number another person's record there holds
 * already, or an earlier row of the list gives another person, is a row error naming the holder,
 * and that row's appointment is not recorded (reports would otherwise bill one of two holders), its
 * status neither. `restated` names (by NPN) the people whose stored record at a carrier changed
 * (its status, or the agent ID it lacked).
 *
 * A pending appointment (no writing number yet, pending-appointments.ts) records its status the same
 * way, and makes the person's record at its carrier when they have none, with no agent ID or writing
 * number. That record is what the carrier's reports would make for the person anyway (they match by
 * writing number, then NPN, then name: with no number it is found by the NPN or name, as the person
 * is), it keeps the person at one record per carrier (the number a later list or report gives goes
 * on it, never on a second record), and the Carrier Breakdown shows the appointment's status with
 * the agent ID "Not Available", as for any record without one. Said once in `notes`, with how many.
 */
export async function applyAppointments(
  trx: Transaction<DB>,
  appointments: readonly AgentAppointment[],
): Promise<{ recorded: number; errors: string[]; notes: string[]; restated: string[] }> {
  if (appointments.length === 0) return { recorded: 0, errors: [], notes: [], restated: [] };
  const carriers = await trx.selectFrom('carriers').select(['id', 'name', 'code']).execute();
  const errors: { rowNumber: number; error: string }[] = [];
  // A carrier's own column ("Lincoln Heritage Agent #") naming no company: said once, with its rows.
  const unknownColumns = new Map<string, number>();
  const rows = new Map<string, AppointmentRow>();
  // A list names a handful of carriers over thousands of rows: each name is matched once.
  const matched = new Map<string, (typeof carriers)[number] | null>();
  const carrierNamed = (name: string) => {
    if (!matched.has(name)) matched.set(name, matchCarrierName(name, carriers));
    return matched.get(name) ?? null;
  };
  for (const appointment of appointments) {
    const carrier = carrierNamed(appointment.carrierName);
    if (!carrier && appointment.column !== undefined) {
      unknownColumns.set(appointment.column, (unknownColumns.get(appointment.column) ?? 0) + 1);
      continue;
    }
    if (!carrier) {
      const lost =
        appointment.writingNumber === null
          ? 'its status there was not recorded'
          : `its writing number was not recorded${appointment.status ? ', nor its status there' : ''}`;
      errors.push({
        rowNumber: appointment.rowNumber,
        error:
          `Row ${appointment.rowNumber}: the carrier "${appointment.carrierName}" is not set up under Companies ` +
          `(or fits more than one); ${lost}`,
      });
      continue;
    }
    const writingKey = appointment.writingNumber === null ? null : normalizeWritingNumber(appointment.writingNumber);
    // A number of spaces and dashes alone names none, and the row no appointment: nothing is recorded (as before).
    if (writingKey === '') continue;
    // Two rows may name one carrier in two ways (its code, its legal name): the first row is used
    // and the other reported, never one silently replacing the other.
    const key = `${appointment.npn}\u0000${carrier.id}`;
    const earlier = rows.get(key);
    if (earlier) {
      errors.push({
        rowNumber: appointment.rowNumber,
        error: `Row ${appointment.rowNumber}: NPN ${appointment.npn} is also appointed at ${carrier.name} on row ${earlier.rowNumber}; only the first was used`,
      });
      continue;
    }
    rows.set(key, {
      rowNumber: appointment.rowNumber,
      npn: appointment.npn,
      name: appointment.name,
      carrierId: carrier.id,
      carrierCode: carrier.code,
      writingNumber: appointment.writingNumber,
      writingKey,
      status: appointment.status ?? null,
    });
  }
  // A pending appointment has no number anyone else could hold: only the numbers are checked.
  const pending = [...rows.values()].filter((row) => !isNumbered(row));
  const numbered = [...rows.values()].filter(isNumbered);
  const free = [...(await leaveOutTakenNumbers(trx, numbered, errors)), ...pending];
  const messages = errors.sort((a, b) => a.rowNumber - b.rowNumber).map((row) => row.error);
  const notes = [
    ...[...unknownColumns].map(
      ([column, count]) =>
        `The column "${column}" names no company set up under Companies (or fits more than one): its writing numbers ` +
        `(${count} ${count === 1 ? 'row' : 'rows'}) were not recorded. Add the company, then import the list again.`,
    ),
    ...(pending.length > 0 ? [pendingNote(pending.length)] : []),
  ];
  if (free.length === 0) return { recorded: 0, errors: messages, notes, restated: [] };
  await sql`create temp table appointment_rows (npn text, carrier_id int, writing_number text, writing_key text,
                                                status text)
    on commit drop`.execute(trx);
  await sql`insert into appointment_rows
    select npn, "carrierId", "writingNumber", "writingKey", status from jsonb_to_recordset(${JSON.stringify(free)}::jsonb)
      as x(npn text, "carrierId" int, "writingNumber" text, "writingKey" text, status text)`.execute(trx);
  // The person's stored records at the carrier take the appointment's status (before any is made
  // there, so only stored records are counted as changed).
  const restated = await sql<{ npn: string }>`update agents a set status = r.status, updated_at = now()
    from appointment_rows r
    where r.status is not null and ${sameNpn('a.npn', 'r.npn')} and a.carrier_id = r.carrier_id
      and a.status is distinct from r.status
    returning r.npn`.execute(trx);
  // A stored record there without an agent ID (made by a pending appointment, or by a report row with
  // an NPN alone) takes the number now given: the Dashboard's Agent ID is the record's own.
  const numberedNow = await sql<{ npn: string }>`update agents a set agent_id = r.writing_number, updated_at = now()
    from appointment_rows r
    where r.writing_number is not null and ${sameNpn('a.npn', 'r.npn')} and a.carrier_id = r.carrier_id
      and nullif(trim(a.agent_id), '') is null
    returning r.npn`.execute(trx);
  await sql`insert into agents (name, agent_id, carrier_id, npn, first_name, middle_name, last_name, email, phone, address,
                                upline, upline_id, city, state, zipcode, agency_name, status, role)
    select p.name, r.writing_number, r.carrier_id, p.npn, p.first_name, p.middle_name, p.last_name, p.email, p.phone,
           p.address, p.upline, p.upline_id, p.city, p.state, p.zipcode, p.agency_name,
           coalesce(r.status, o.status, p.status), p.role
    from appointment_rows r
    join lateral (select * from agents a where ${sameNpn('a.npn', 'r.npn')} order by a.updated_at desc, a.id limit 1) p
      on true
    left join lateral (select a.status from agents a where ${sameNpn('a.npn', 'r.npn')} and a.carrier_id is null
                       order by a.id limit 1) o on true
    where not exists (select 1 from agents a where ${sameNpn('a.npn', 'r.npn')} and a.carrier_id = r.carrier_id)`.execute(
    trx,
  );
  const recorded = await sql`insert into writing_numbers (agent_id, carrier_id, writing_number, writing_number_key,
                                                          identifier_type)
    select a.id, r.carrier_id, r.writing_number, r.writing_key, 'writingNumber'
    from appointment_rows r
    join lateral (select id from agents a where ${sameNpn('a.npn', 'r.npn')} and a.carrier_id = r.carrier_id
                  order by a.id limit 1) a on true
    where r.writing_key is not null
    on conflict (agent_id, carrier_id) do update
      set writing_number = excluded.writing_number, writing_number_key = excluded.writing_number_key, updated_at = now()
    returning agent_id`.execute(trx);
  return {
    recorded: recorded.rows.length,
    errors: messages,
    notes,
    restated: [...new Set([...restated.rows, ...numberedNow.rows].map((row) => row.npn))],
  };
}

/**
 * The rows whose writing number is free for their person at their carrier, the others reported in
 * `errors` with who holds it: a record of another person (another NPN, or none) at the carrier, or
 * an earlier row of the list for another person. Stored holders are checked first, so a row giving
 * a holder their own number back is never refused for an earlier row that had it wrong.
 */
async function leaveOutTakenNumbers(
  trx: Transaction<DB>,
  rows: readonly NumberedRow[],
  errors: { rowNumber: number; error: string }[],
): Promise<NumberedRow[]> {
  if (rows.length === 0) return [];
  // The carriers' rows are locked as POST /api/writing-numbers/upsert locks them, so an upsert at the
  // same time cannot give one of these numbers to someone else between this check and the insert.
  const carrierIds = [...new Set(rows.map((row) => row.carrierId))].sort((a, b) => a - b);
  await trx.selectFrom('carriers').select('id').where('id', 'in', carrierIds).orderBy('id').forNoKeyUpdate().execute();
  const { rows: held } = await sql<{ rowNumber: number; id: number; name: string; writingNumber: string }>`
    select x."rowNumber", h.id, h.name, h.writing_number as "writingNumber"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("rowNumber" int, npn text, "carrierId" int, "writingKey" text)
    join lateral (
      select a.id, a.name, w.writing_number from writing_numbers w join agents a on a.id = w.agent_id
      where w.carrier_id = x."carrierId"
        and (w.writing_number_key = x."writingKey" or ${sameWritingDigits('w.writing_number_key', 'x.writingKey')})
        and not coalesce(${sameNpn('a.npn', 'x.npn')}, false)
      order by a.id limit 1) h on true`.execute(trx);
  const holders = new Map(held.map((holder) => [holder.rowNumber, holder]));
  const claimed = new Map<string, NumberedRow>();
  // The number as the row writes it, and as the holder's record does when that differs ("aa 71001 (AA-71001)").
  const written = (row: NumberedRow, as: string) => (as === row.writingNumber ? as : `${row.writingNumber} (${as})`);
  // A row whose number is refused is not its appointment, status included.
  const notEither = (row: AppointmentRow) => (row.status ? `, nor its status at ${row.carrierCode}` : '');
  return [...rows]
    .sort((a, b) => a.rowNumber - b.rowNumber)
    .filter((row) => {
      const holder = holders.get(row.rowNumber);
      if (holder) {
        errors.push({
          rowNumber: row.rowNumber,
          error:
            `Row ${row.rowNumber}: writing number ${written(row, holder.writingNumber)} at ${row.carrierCode} already ` +
            `belongs to agent record ${holder.id} (${holder.name}); it was not recorded${notEither(row)}`,
        });
        return false;
      }
      const key = `${row.carrierId}\u0000${sameNumberKey(row.writingKey)}`;
      const earlier = claimed.get(key);
      if (earlier) {
        errors.push({
          rowNumber: row.rowNumber,
          error:
            `Row ${row.rowNumber}: writing number ${written(row, earlier.writingNumber)} at ${row.carrierCode} is ` +
            `already on row ${earlier.rowNumber} for NPN ${earlier.npn} (${earlier.name}); it was not recorded${notEither(row)}`,
        });
        return false;
      }
      claimed.set(key, row);
      return true;
    });
}
