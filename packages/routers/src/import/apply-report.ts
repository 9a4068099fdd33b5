import type { TReportChanges } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { groupReportRows, type ReportGroup } from './report-groups';
import type { ReportRecord } from './report-parser';

export type ReportChanges = TReportChanges;

/** The SQL form of displayPersonName: "Last, First M, Suffix" → "First M Last Suffix". */
const displayNameText = (column: string) =>
  `(case when position(',' in ${column}) > 0 and trim(split_part(${column}, ',', 1)) <> ''
      and trim(split_part(${column}, ',', 2)) <> ''
    then trim(split_part(${column}, ',', 2)) || ' ' || trim(split_part(${column}, ',', 1))
      || coalesce(' ' || nullif(trim(split_part(${column}, ',', 3)), ''), '')
    else trim(${column}) end)`;
const displayNameSql = (column: string) => sql.raw(displayNameText(column));

/** The SQL form of normalizePersonName: case, spacing and periods ignored, with displayNameSql's order. */
const nameKeySql = (column: string) =>
  sql.raw(`lower(trim(regexp_replace(replace(${displayNameText(column)}, '.', ''), '\\s+', ' ', 'g')))`);

/**
 * Applies a carrier's balance snapshot inside the caller's transaction, set-based through a
 * staging table: rows (grouped per person first) are matched to agent records at the carrier
 * (writing number, then NPN, then name), unmatched people get a new record, writing numbers are
 * recorded, each agent's open debt at the carrier is SET to the sum of their rows, and agents
 * absent from the report are cleared.
 */
export async function applyCarrierReport(
  trx: Kysely<DB>,
  carrierId: number,
  records: ReportRecord[],
): Promise<ReportChanges & { imported: number }> {
  await sql`create temp table import_rows (
    row_number int, writing_number text, writing_key text, npn text, name text, name_key text, person_key text,
    amount numeric(14,2), age_days int, row_count int, agent_id int, is_new boolean default false) on commit drop`.execute(
    trx,
  );
  const groups = groupReportRows(records);
  const CHUNK = 25_000;
  for (let i = 0; i < groups.length; i += CHUNK) {
    const chunk = groups.slice(i, i + CHUNK);
    const column = <K extends keyof ReportGroup>(key: K) => chunk.map((g) => g[key]);
    await sql`insert into import_rows (row_number, writing_number, writing_key, npn, name, name_key, person_key, amount,
        age_days, row_count)
      select * from unnest(${column('rowNumber')}::int[], ${column('writingNumber')}::text[],
        ${column('writingKey')}::text[], ${column('npn')}::text[], ${column('name')}::text[], ${column('nameKey')}::text[],
        ${column('personKey')}::text[], ${chunk.map((g) => (g.cents / 100).toFixed(2))}::numeric[],
        ${column('ageDays')}::int[], ${column('rows')}::int[])`.execute(trx);
  }

  // Match: writing number, then NPN, then name — each only among the carrier's own records.
  await sql`update import_rows r set agent_id = w.agent_id from writing_numbers w
    where w.carrier_id = ${carrierId} and w.writing_number_key = r.writing_key`.execute(trx);
  await sql`update import_rows r set agent_id = m.id from (
      select npn, min(id) as id from agents where carrier_id = ${carrierId} and npn is not null group by npn) m
    where r.agent_id is null and r.npn = m.npn`.execute(trx);
  await sql`update import_rows r set agent_id = m.id from (
      select ${nameKeySql('name')} as name_key, min(id) as id from agents where carrier_id = ${carrierId} group by 1) m
    where r.agent_id is null and r.name_key = m.name_key`.execute(trx);

  // Unmatched people get a record at this carrier (ids drawn up front, so rows link by a plain key),
  // with the profile of the same NPN where one is known.
  await sql`create temp table import_people on commit drop as
    select p.*, nextval(pg_get_serial_sequence('agents', 'id'))::int as id
    from (select distinct on (person_key) person_key, npn, writing_number, name
          from import_rows where agent_id is null order by person_key, row_number) p`.execute(trx);
  await sql`
    with known as (
      select distinct on (npn) npn, name, first_name, middle_name, last_name, email, phone, address, upline, upline_id,
             city, state, zipcode, agency_name, status
      from agents where npn in (select npn from import_people where npn is not null) order by npn, id
    )
    insert into agents (id, name, agent_id, carrier_id, npn, first_name, middle_name, last_name, email, phone, address,
                        upline, upline_id, city, state, zipcode, agency_name, status)
    select p.id,
           coalesce(k.name, ${displayNameSql('p.name')}, p.writing_number, p.npn),
           p.writing_number, ${carrierId}, p.npn, k.first_name, k.middle_name, k.last_name, k.email, k.phone, k.address,
           k.upline, k.upline_id, k.city, k.state, k.zipcode, k.agency_name, coalesce(k.status, 'active')
    from import_people p left join known k on k.npn = p.npn`.execute(trx);
  await sql`update import_rows r set agent_id = p.id, is_new = true from import_people p
    where r.agent_id is null and r.person_key = p.person_key`.execute(trx);

  // Record each agent's writing number at the carrier (one per agent and carrier; the first row's),
  // writing only those that differ from what is stored.
  await sql`insert into writing_numbers (agent_id, carrier_id, writing_number, writing_number_key, identifier_type)
    select f.agent_id, ${carrierId}, f.writing_number, f.writing_key, 'writingNumber'
    from (select distinct on (agent_id) agent_id, writing_number, writing_key from import_rows
          where agent_id is not null and writing_key is not null order by agent_id, row_number) f
    where not exists (select 1 from writing_numbers w where w.agent_id = f.agent_id and w.carrier_id = ${carrierId}
                        and w.writing_number = f.writing_number)
    on conflict (agent_id, carrier_id) do update
      set writing_number = excluded.writing_number, writing_number_key = excluded.writing_number_key, updated_at = now()`.execute(
    trx,
  );

  // Before and after, per agent at this carrier; then set the snapshot.
  await sql`create temp table import_balances on commit drop as
    with after as (select agent_id, sum(amount) as amount, max(age_days) as age, bool_or(is_new) as is_new
                   from import_rows where agent_id is not null group by agent_id),
         before as (select agent_id, sum(amount) as amount, count(*) as rows from debts
                    where carrier_id = ${carrierId} and status <> 'paid' group by agent_id)
    select coalesce(a.agent_id, b.agent_id) as agent_id, coalesce(b.amount, 0) as before_amount,
           a.amount as after_amount, a.age, coalesce(a.is_new, false) as is_new, coalesce(b.rows, 0) as open_rows
    from after a full join before b on b.agent_id = a.agent_id`.execute(trx);
  await sql`delete from debts d using import_balances b
    where d.agent_id = b.agent_id and d.carrier_id = ${carrierId} and d.status <> 'paid'
      and b.after_amount is not null and (b.after_amount <> b.before_amount or b.open_rows <> 1)`.execute(trx);
  await sql`insert into debts (agent_id, carrier_id, amount, status, notes, incurred_on)
    select agent_id, ${carrierId}, after_amount, case when after_amount = 0 then 'paid' else 'outstanding' end,
           'Carrier report', current_date - age
    from import_balances where after_amount is not null and (after_amount <> before_amount or open_rows <> 1)`.execute(
    trx,
  );
  await sql`update debts d set amount = 0, status = 'paid', notes = 'Cleared: not in the latest carrier report', updated_at = now()
    from import_balances b
    where d.agent_id = b.agent_id and d.carrier_id = ${carrierId} and d.status <> 'paid' and b.after_amount is null`.execute(
    trx,
  );

  const { rows } = await sql<{ [K in keyof ReportChanges]: string | number } & { imported: number }>`
    select count(*) filter (where is_new) as new,
           count(*) filter (where not is_new and after_amount > before_amount) as increased,
           count(*) filter (where not is_new and after_amount < before_amount) as decreased,
           count(*) filter (where after_amount is null and before_amount <> 0) as cleared,
           count(*) filter (where not is_new and after_amount = before_amount) as unchanged,
           coalesce(sum(before_amount), 0) as "totalBefore",
           coalesce(sum(after_amount), 0) as "totalAfter",
           (select coalesce(sum(row_count), 0) from import_rows where agent_id is not null)::int as imported
    from import_balances`.execute(trx);
  const row = rows[0]!;
  return {
    new: Number(row.new),
    increased: Number(row.increased),
    decreased: Number(row.decreased),
    cleared: Number(row.cleared),
    unchanged: Number(row.unchanged),
    totalBefore: Number(row.totalBefore),
    totalAfter: Number(row.totalAfter),
    imported: row.imported,
  };
}
