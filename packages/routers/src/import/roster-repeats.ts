import { npnKey } from '../agent/npn-match';
import type { AgentAppointment, AgentListRecord } from './agent-list-parser';
import { RepeatedNpns } from './repeated-npns';
import { placedRepeat, type RosterPlaces } from './roster-places';

type RowError = { rowNumber: number; error: string };

/**
 * A list read from several sheets, each sheet's repeats already taken out by the parser, with the
 * repeats between sheets taken out by the same rule (RepeatedNpns, fed the rows each sheet kept in
 * the workbook's order, as if the sheets were one): a person on two sheets is the first sheet's row;
 * the later row adds an appointment at another carrier or is a row error naming the first. Each NPN
 * takes the form of its first row (leading zeros), as the parser does within a sheet.
 *
 * A person on "Active" and on "Terminated" is never silently one of the two: the later row is an
 * error saying which status was kept, and a later row used only for its appointment says it too,
 * unless its status is the appointment's (read per appointment: it goes to that carrier's record).
 */
export function repeatsAcrossSheets(
  records: readonly AgentListRecord[],
  appointments: readonly AgentAppointment[],
  places: RosterPlaces,
): { records: AgentListRecord[]; appointments: AgentAppointment[]; errors: RowError[] } {
  const recordAt = new Map(records.map((record) => [record.rowNumber, record]));
  const appointmentAt = new Map(appointments.map((appointment) => [appointment.rowNumber, appointment]));
  const rows = [...new Set([...recordAt.keys(), ...appointmentAt.keys()])].sort((a, b) => a - b);
  const forms = new Map<string, string>();
  const first = new Map<string, AgentListRecord>();
  const npns = new RepeatedNpns();
  const kept: { records: AgentListRecord[]; appointments: AgentAppointment[]; errors: RowError[] } = {
    records: [],
    appointments: [],
    errors: [],
  };
  for (const rowNumber of rows) {
    const record = recordAt.get(rowNumber);
    const appointment = appointmentAt.get(rowNumber);
    const row = (record ?? appointment)!;
    const npn = forms.get(npnKey(row.npn)) ?? row.npn;
    forms.set(npnKey(npn), npn);
    // The status the person keeps and this row's, when they differ (a row without one differs from none).
    const earlier = first.get(npnKey(npn));
    const conflict =
      earlier?.status && record?.status && earlier.status !== record.status
        ? `its status there, ${earlier.status}, was kept; this row says ${record.status}`
        : null;
    let use: 'person' | 'appointment';
    try {
      use = npns.take({ rowNumber, npn, name: row.name, carrierName: appointment?.carrierName ?? null });
    } catch (error) {
      const reason = placedRepeat(error instanceof Error ? error.message : 'cannot be read', places);
      kept.errors.push({ rowNumber, error: `${places.line(rowNumber)}: ${reason}${conflict ? ` (${conflict})` : ''}` });
      continue;
    }
    if (use === 'person' && record) {
      first.set(npnKey(npn), record);
      kept.records.push({ ...record, npn });
    }
    // An appointment's own status (read per appointment) goes to its carrier's record: it contradicts no one.
    if (use === 'appointment' && conflict && !record?.statusByAppointment) {
      kept.errors.push({
        rowNumber,
        error:
          `${places.line(rowNumber)}: NPN ${npn} is also on ${places.row(earlier!.rowNumber)}, and ${conflict}; ` +
          `only its appointment at ${appointment!.carrierName} was used`,
      });
    }
    if (appointment) kept.appointments.push({ ...appointment, npn });
  }
  return kept;
}
