import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { personRecordAt } from './queries';

/** The agent record an edit starts from: its id and the carrier it is at (none: it may hold any carrier's). */
export type EditedRecord = { id: number; carrierId: number | null };

/**
 * The record that holds a person's writing number and debts at a carrier, if there is one (an
 * agent record is one person at one carrier, README "A debt goes at its record's carrier"): the
 * edited record for its own carrier; else the person's record at that carrier (personRecordAt, by
 * person key: the NPN as this transaction left it); else, for a record without a carrier (a person
 * an agent list made), that record itself. The Edit dialog shows what this record owes and the save
 * changes that same total, so a debt the person has at the carrier is never shown as none and then
 * owed twice.
 */
export async function existingRecordAt(
  db: Kysely<DB>,
  record: EditedRecord,
  carrierId: number,
): Promise<number | null> {
  if (record.carrierId === carrierId) return record.id;
  return (await personRecordAt(db, record.id, carrierId)) ?? (record.carrierId === null ? record.id : null);
}

/**
 * existingRecordAt, or a new record made from the edited record's profile. The caller holds the
 * carrier's record lock (lockCarrierRecords).
 */
export async function recordAtCarrier(trx: Transaction<DB>, record: EditedRecord, carrierId: number) {
  return (await existingRecordAt(trx, record, carrierId)) ?? (await copyRecordTo(trx, record.id, carrierId));
}

/**
 * A new record at `carrierId` for the person of record `sourceId`, with the profile an import gives
 * a person's new carrier record (name and its parts, NPN, contact fields, agency, upline, status).
 * Its Agent ID stays empty: the carrier's own id for them is not known here, and an NPN there would
 * read as one. Its NPN and upline are the source's, a link already in the hierarchy.
 */
export async function copyRecordTo(trx: Transaction<DB>, sourceId: number, carrierId: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into agents (name, carrier_id, npn, first_name, middle_name, last_name, email, phone, address, city, state,
                        zipcode, agency_name, upline, upline_id, status)
    select name, ${carrierId}::int, npn, first_name, middle_name, last_name, email, phone, address, city, state,
           zipcode, agency_name, upline, upline_id, status
    from agents where id = ${sourceId}
    returning id`.execute(trx);
  return rows[0]!.id;
}
