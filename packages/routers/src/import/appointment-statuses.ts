import { AGENT_STATUSES, type TAgentStatus } from '@agentledger/schema';
import { npnKey } from '../agent/npn-match';
import type { AgentAppointment, AgentListRecord } from './agent-list-parser';
import { rosterHeaderKey } from './roster-header';
import type { AgentListField } from './roster-synonyms';
import { headerKey } from './synonyms';

/**
 * Headers of a status that is an appointment's when the list has a Carrier column (one row per
 * producer and carrier, AgentSync/SureLC style), most telling first. A bare "Status" beside a
 * carrier is the row's, so the appointment's: were it the person's, every row of theirs would say
 * the same and reading it per appointment changes nothing. "Agent Status", "Producer Status" and the
 * license statuses (NIPR) are the person's, and are never read per appointment.
 */
const APPOINTMENT_STATUS_HEADERS = [
  'Appointment Status',
  'Carrier Appointment Status',
  'Carrier Status',
  'Contract Status',
  'Contracting Status',
  'Agreement Status',
  'Status',
].map(headerKey);

/**
 * The columns an agent list's statuses are read from: `person` the person's own (a plain roster's
 * Status, a Producer Status), `appointment` each row's appointment's. A list without a Carrier and a
 * Writing Number column has no appointments, so no appointment status. A list with a Carrier column reads its most telling appointment-status
 * header per appointment ("Appointment Status" before a bare "Status"); the status field's column is
 * then the person's only when it is another column ("Producer Status" beside "Appointment Status").
 */
export function statusColumns(
  headers: readonly string[],
  columns: ReadonlyMap<AgentListField, number>,
): { person: number | undefined; appointment: number | undefined } {
  const status = columns.get('status');
  // Appointments are rows naming a carrier and a writing number: without both columns there are none.
  if (!columns.has('carrierName') || !columns.has('writingNumber')) return { person: status, appointment: undefined };
  // A column read for another field (a saved layout may map a "Status" header to anything) is not a status.
  const taken = new Set([...columns].filter(([field]) => field !== 'status').map(([, column]) => column));
  const keys = headers.map((header) => rosterHeaderKey(header));
  for (const wanted of APPOINTMENT_STATUS_HEADERS) {
    const at = keys.findIndex((key, column) => key === wanted && !taken.has(column));
    if (at !== -1) return { person: status === at ? undefined : status, appointment: at };
  }
  return { person: status, appointment: undefined };
}

/** Most able to sell first: a person is as active as their most active appointment. */
const RANK = new Map<TAgentStatus, number>(AGENT_STATUSES.map((status, index) => [status, index]));

/**
 * The person's own status when their list gives statuses per appointment, never one appointment's:
 * active when any appointment of theirs in the list is active (they still sell for that carrier:
 * a termination at AMAM does not end their work at Aetna), else inactive when any is inactive
 * (pending or on hold somewhere: not over yet), else terminated (every appointment listed is over).
 * The list's order plays no part, unlike the first or last row winning, which made one carrier's
 * status everyone's.
 */
export function personStatusOf(statuses: readonly TAgentStatus[]): TAgentStatus | null {
  let best: TAgentStatus | null = null;
  for (const status of statuses) if (best === null || RANK.get(status)! < RANK.get(best)!) best = status;
  return best;
}

/**
 * The records' statuses once the whole list (every sheet) is read. A record whose status was read
 * per appointment (`statusByAppointment`), or that has none of its own while its appointments give
 * statuses, takes personStatusOf its row's status and its appointments', and keeps the flag: it is
 * written to the person's records with no carrier only (roster-update.ts), each appointment's
 * status going to the record at its carrier (apply-appointments.ts), and the records at carriers the
 * list does not name for them keeping theirs (a list changes only what it carries). A record with a
 * status of the person's own (a plain roster's Status, a Producer Status column) is left as it is.
 * `notes` says, once, how many people the list gives different statuses at different carriers.
 */
export function statusesOfPeople(
  records: readonly AgentListRecord[],
  appointments: readonly AgentAppointment[],
): { records: AgentListRecord[]; notes: string[] } {
  const told = new Map<string, TAgentStatus[]>();
  for (const appointment of appointments) {
    if (!appointment.status) continue;
    const key = npnKey(appointment.npn);
    told.set(key, [...(told.get(key) ?? []), appointment.status]);
  }
  let mixed = 0;
  const out = records.map((record) => {
    const theirs = told.get(npnKey(record.npn)) ?? [];
    if (theirs.length === 0 || (record.status !== null && !record.statusByAppointment)) return record;
    const all = record.status !== null ? [record.status as TAgentStatus, ...theirs] : theirs;
    if (new Set(all).size > 1) mixed += 1;
    return { ...record, status: personStatusOf(all), statusByAppointment: true as const };
  });
  const notes =
    mixed === 0
      ? []
      : [
          `${mixed === 1 ? '1 person has' : `${mixed} people have`} different statuses at different carriers: ` +
            "each carrier's record took its own row's status, and the person's own status is active when any of " +
            'their appointments is (else inactive when any is, else terminated).',
        ];
  return { records: out, notes };
}
