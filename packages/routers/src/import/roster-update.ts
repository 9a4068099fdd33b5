import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { AgentListRecord } from './agent-list-parser';
import { sameNpn } from '../agent/npn-match';
import { rosterName, type StoredName } from './roster-names';

const COLUMNS = `npn text, name text, "firstName" text, "middleName" text, "lastName" text, "businessName" text,
  type text, gender text, "agencyName" text, phone text, email text, "dateOfBirth" date, "compLevel" int,
  "uplineName" text, "uplineNPN" text, status text, "npnVerified" boolean, "solicitingFor" text, address text, city text,
  state text, zipcode text, role text, "statusByAppointment" boolean, "rowNumber" int, "personKey" text`;

/**
 * The fields a roster row updates on a known person's records (column, row field), each only when
 * the row gives it: the rest keep their stored values.
 */
const KEPT_FIELDS = [
  ['business_name', 'businessName'],
  ['type', 'type'],
  ['gender', 'gender'],
  ['agency_name', 'agencyName'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['date_of_birth', 'dateOfBirth'],
  ['comp_level', 'compLevel'],
  ['upline', 'uplineName'],
  ['upline_id', 'uplineNPN'],
  ['status', 'status'],
  ['npn_verified', 'npnVerified'],
  ['soliciting_for', 'solicitingFor'],
  ['address', 'address'],
  ['city', 'city'],
  ['state', 'state'],
  ['zipcode', 'zipcode'],
  ['role', 'role'],
] as const satisfies readonly (readonly [string, keyof AgentListRecord])[];

/** A roster row to write, with the person key of the person known by name alone it is (else null). */
export type RosterRow = AgentListRecord & { personKey: string | null };

/**
 * Writes a roster's people inside the import's transaction: the people already known (by NPN
 * ignoring leading zeros, on every record they have) are updated with what the row gives alone, a
 * field the row does not give (no column, a blank cell) keeping its stored value, as PUT
 * /api/agents changes only the fields sent. A roster never clears nor resets a field: a contacts
 * list leaves a terminated agent terminated and an Agency Owner their role. New people get a record
 * with no carrier and the defaults for what their row does not give. Set-based whatever the length.
 * `unchanged` names (by NPN) the known people none of whose records the rows changed.
 */
export async function writeRosterPeople(trx: Kysely<DB>, rows: readonly RosterRow[]) {
  await sql.raw(`create temp table agent_list_rows (${COLUMNS}) on commit drop`).execute(trx);
  // The parser gives one record per NPN (a repeat is a row error); the first row stays the rule here.
  await sql`insert into agent_list_rows
    select distinct on (npn) * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(COLUMNS)})
    order by npn, "rowNumber"`.execute(trx);
  // The people known by name alone that a row is: their records take its NPN first, so the update
  // below finds them by it as it finds everyone else (and the insert does not make them again).
  const named = await sql<{ npn: string }>`update agents a set npn = s.npn, updated_at = now()
    from agent_list_rows s
    where s."personKey" is not null and a.person_key = s."personKey" and nullif(trim(a.npn), '') is null
    returning s.npn`.execute(trx);
  const renamed = await renameRecords(trx, rows);
  const { rows: matched } = await sql<{ npn: string }>`select s.npn from agent_list_rows s
    where exists (select 1 from agents a where ${sameNpn('a.npn', 's.npn')})`.execute(trx);
  // Matched by NPN ignoring leading zeros; the NPN is left as the records store it (never
  // rewritten from one form to the other by each list). A record the row changes nothing of is not
  // written: the same list uploaded again leaves every record (and its updated date) as it was.
  const columns = KEPT_FIELDS.map(([column]) => column);
  // A status read per appointment is the person's own: it goes to their records with no carrier, each
  // record at a carrier keeping its own (this list's appointments then give theirs: apply-appointments.ts).
  const next = KEPT_FIELDS.map(([column, field]) =>
    column === 'status'
      ? `case when s."statusByAppointment" and a.carrier_id is not null then a.status
              else coalesce(s.status, a.status) end as status`
      : `coalesce(s."${field}", a.${column}) as ${column}`,
  ).join(', ');
  const list = (prefix: string) => sql.raw(columns.map((column) => `${prefix}.${column}`).join(', '));
  const changed = await sql<{ npn: string }>`with next as (
      select a.id, s.npn, ${sql.raw(next)}
      from agent_list_rows s join agents a on ${sameNpn('a.npn', 's.npn')})
    update agents a set (${sql.raw(columns.join(', '))}, updated_at) = (${list('n')}, now())
    from next n
    where a.id = n.id and (${list('a')}) is distinct from (${list('n')})
    returning n.npn`.execute(trx);
  const inserted = await sql`insert into agents (name, npn, first_name, middle_name, last_name, business_name, type,
      gender, agency_name, phone, email, date_of_birth, comp_level, upline, upline_id, status, npn_verified,
      soliciting_for, address, city, state, zipcode, role)
    select s.name, s.npn, s."firstName", s."middleName", s."lastName", s."businessName", coalesce(s.type, 'Individual'),
      s.gender, s."agencyName", s.phone, s.email, s."dateOfBirth", coalesce(s."compLevel", 100), s."uplineName",
      s."uplineNPN", coalesce(s.status, 'active'), coalesce(s."npnVerified", false), s."solicitingFor", s.address,
      s.city, s.state, s.zipcode, coalesce(s.role, 'Agent')
    from agent_list_rows s where not exists (select 1 from agents a where ${sameNpn('a.npn', 's.npn')})
    returning id`.execute(trx);
  const written = new Set([...named.rows, ...changed.rows].map((row) => row.npn).concat(renamed));
  const people = new Set(matched.map((row) => row.npn));
  return {
    // SPEC: everyone the list names who was known is "updated" (processed = imported + updated);
    // those whose records it changed nothing of are also counted apart.
    updated: people.size,
    unchanged: [...people].filter((npn) => !written.has(npn)),
    inserted: inserted.rows.length,
  };
}

/**
 * The display name and name parts of the known people's records, each rebuilt from its stored parts
 * with only those the row gives replaced (rosterName); a record whose name does not change is not
 * touched. Each record on its own: a person's records at carriers may be spelled apart.
 */
async function renameRecords(trx: Kysely<DB>, rows: readonly RosterRow[]): Promise<string[]> {
  const { rows: records } = await sql<StoredName & { id: number; rowNumber: number; npn: string }>`
    select a.id, s."rowNumber", s.npn, a.name, a.first_name, a.middle_name, a.last_name, a.business_name, a.type
    from agent_list_rows s join agents a on ${sameNpn('a.npn', 's.npn')}`.execute(trx);
  if (records.length === 0) return [];
  const byRow = new Map(rows.map((row) => [row.rowNumber, row]));
  const renamed = records.flatMap((record) => {
    const name = rosterName(record, byRow.get(record.rowNumber)!);
    return name ? [{ id: record.id, npn: record.npn, ...name }] : [];
  });
  if (renamed.length === 0) return [];
  await sql`update agents a set name = n.name, first_name = n."firstName", middle_name = n."middleName",
      last_name = n."lastName", updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb)
      as n(id int, name text, "firstName" text, "middleName" text, "lastName" text)
    where a.id = n.id`.execute(trx);
  return renamed.map((record) => record.npn);
}
