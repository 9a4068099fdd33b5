import { normalizeWritingNumber } from '@agentledger/schema';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import type { AgentAppointment } from './agent-list-parser';
import { matchCarrierName } from './carrier-names';

/**
 * Whether a stored NPN and a list's NPN (two column references) are one person's: their digits
 * agree without leading zeros, as report matching compares them, so the probe goes through
 * agents_npn_digits_idx. An NPN of zeros only is matched as written (it has no digits to agree on).
 */
export function sameNpn(stored: string, written: string): RawBuilder<boolean> {
  const [a, b] = [sql.ref(stored), sql.ref(written)];
  return sql<boolean>`(ltrim(${a}, '0') = ltrim(${b}, '0') and (ltrim(${b}, '0') <> '' or ${a} = ${b}))`;
}

/**
 * An appointment list's writing numbers, recorded per carrier inside the agent list's transaction:
 * the person gets a record at each carrier they are appointed with (a copy of their profile, when
 * they have none there yet) carrying that carrier's writing number, so the carrier's reports match
 * them by it. A carrier that is not set up, or that two carriers' names fit equally, is a row error.
 * The person is found by their NPN ignoring leading zeros, and a new record keeps the NPN as the
 * person's records store it (one person, one NPN form).
 */
export async function applyAppointments(
  trx: Transaction<DB>,
  appointments: readonly AgentAppointment[],
): Promise<{ recorded: number; errors: string[] }> {
  if (appointments.length === 0) return { recorded: 0, errors: [] };
  const carriers = await trx.selectFrom('carriers').select(['id', 'name', 'code']).execute();
  const errors: string[] = [];
  const rows = new Map<
    string,
    { rowNumber: number; npn: string; carrierId: number; writingNumber: string; writingKey: string }
  >();
  for (const appointment of appointments) {
    const carrier = matchCarrierName(appointment.carrierName, carriers);
    if (!carrier) {
      errors.push(
        `Row ${appointment.rowNumber}: the carrier "${appointment.carrierName}" is not set up under Companies (or fits more than one); its writing number was not recorded`,
      );
      continue;
    }
    const writingKey = normalizeWritingNumber(appointment.writingNumber);
    if (!writingKey) continue;
    // Two rows may name one carrier in two ways (its code, its legal name): the first row is used
    // and the other reported, never one silently replacing the other.
    const key = `${appointment.npn}\u0000${carrier.id}`;
    const earlier = rows.get(key);
    if (earlier) {
      errors.push(
        `Row ${appointment.rowNumber}: NPN ${appointment.npn} is also appointed at ${carrier.name} on row ${earlier.rowNumber}; only the first was used`,
      );
      continue;
    }
    rows.set(key, {
      rowNumber: appointment.rowNumber,
      npn: appointment.npn,
      carrierId: carrier.id,
      writingNumber: appointment.writingNumber,
      writingKey,
    });
  }
  if (rows.size === 0) return { recorded: 0, errors };
  await sql`create temp table appointment_rows (npn text, carrier_id int, writing_number text, writing_key text)
    on commit drop`.execute(trx);
  await sql`insert into appointment_rows
    select * from jsonb_to_recordset(${JSON.stringify([...rows.values()])}::jsonb)
      as x(npn text, "carrierId" int, "writingNumber" text, "writingKey" text)`.execute(trx);
  await sql`insert into agents (name, agent_id, carrier_id, npn, first_name, middle_name, last_name, email, phone, address,
                                upline, upline_id, city, state, zipcode, agency_name, status, role)
    select p.name, r.writing_number, r.carrier_id, p.npn, p.first_name, p.middle_name, p.last_name, p.email, p.phone,
           p.address, p.upline, p.upline_id, p.city, p.state, p.zipcode, p.agency_name, p.status, p.role
    from appointment_rows r
    join lateral (select * from agents a where ${sameNpn('a.npn', 'r.npn')} order by a.updated_at desc, a.id limit 1) p
      on true
    where not exists (select 1 from agents a where ${sameNpn('a.npn', 'r.npn')} and a.carrier_id = r.carrier_id)`.execute(
    trx,
  );
  const recorded = await sql`insert into writing_numbers (agent_id, carrier_id, writing_number, writing_number_key,
                                                          identifier_type)
    select a.id, r.carrier_id, r.writing_number, r.writing_key, 'writingNumber'
    from appointment_rows r
    join lateral (select id from agents a where ${sameNpn('a.npn', 'r.npn')} and a.carrier_id = r.carrier_id
                  order by a.id limit 1) a on true
    on conflict (agent_id, carrier_id) do update
      set writing_number = excluded.writing_number, writing_number_key = excluded.writing_number_key, updated_at = now()
    returning agent_id`.execute(trx);
  return { recorded: recorded.rows.length, errors };
}
