import { writtenAsNone } from './roster-values';

/**
 * What a writing-number cell holds when the carrier has not issued the number yet: AgentSync and
 * SureLC leave it blank on a pending appointment, and some exports write a placeholder. Taken as a
 * number, "PENDING" was stored as the writing number at the carrier, and a second person's
 * "PENDING" there was refused as someone else's number.
 */
const NO_NUMBER_YET = writtenAsNone('pending', 'tbd', 'to be assigned');

/** A row's writing number, or null when it has none yet (blank, or a placeholder for one). */
export function writingNumberOf(cell: string | null): string | null {
  return cell === null || NO_NUMBER_YET.test(cell.trim()) ? null : cell;
}

/**
 * Whether an appointment list's row is an appointment: it names a carrier and gives the carrier's
 * writing number, or the appointment's own status (`status`, read only beside Carrier and Writing
 * Number columns). A pending appointment has a carrier and a status and no number yet (the carrier
 * issues it on approval): it is the person's appointment all the same, its status theirs at that
 * carrier, never "NPN … is also on row N". A carrier alone (no number, no status) says nothing of
 * the appointment, and such a row stays a repeat of its person's first row, as before.
 */
export function isAppointmentRow(row: {
  carrierName: string | null;
  writingNumber: string | null;
  status: string | null | undefined;
}): boolean {
  return row.carrierName !== null && (row.writingNumber !== null || (row.status ?? null) !== null);
}

/**
 * What the result says, once for the list, of the appointments it recorded with no writing number:
 * their status went to the person's record at that carrier, one made (with no writing number, as a
 * report row with an NPN alone makes one) where they had none, and a later list or report giving
 * the number records it on that record.
 */
export function pendingNote(count: number): string {
  return (
    `${count === 1 ? '1 appointment has' : `${count} appointments have`} no writing number yet: ` +
    `${count === 1 ? 'its' : 'each one’s'} status went to the person's record at that carrier (made without a ` +
    'writing number where they had none); a later list or report that gives the number records it there.'
  );
}
