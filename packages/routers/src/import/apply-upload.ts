import type { TPersonChange, TReportChanges } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { isOpenDebt, openTotal as openTotalOf } from '../ledger';
import { rowsOf, type RowsTable } from './import-rows';
import { readPersonChanges, storePersonChanges } from './person-changes';
import { createdRow, recordCreated } from './upload-created';
import { sameWritingDigits } from './writing-digits';

/**
 * The SQL form of displayPersonName: "Last, First M, Suffix" → "First M Last Suffix", and a suffix
 * after the given names ("Washington, George T Jr") after the last name.
 */
const displayNameSql = (column: string) => {
  const part = (n: number) => `trim(split_part(${column}, ',', ${n}))`;
  return sql.raw(`(case when position(',' in ${column}) > 0 and ${part(1)} <> '' and ${part(2)} <> ''
    then case when nullif(${part(3)}, '') is null and ${part(2)} ~* '\\S\\s+(jr|sr|ii|iii|iv)\\.?$'
      then regexp_replace(${part(2)}, '\\s+\\S+$', '') || ' ' || ${part(1)} || ' ' || substring(${part(2)} from '(\\S+)$')
      else ${part(2)} || ' ' || ${part(1)} || coalesce(' ' || nullif(${part(3)}, ''), '') end
    else trim(${column}) end)`);
};

/**
 * The stored writing number `w` and the report's `f` are the same digits but for leading zeros
 * (000903 kept, 903 in the file): matched as one (match-upload.ts), so the stored form is kept
 * rather than rewritten, and journalled, on every report that drops the zeros.
 */
const sameDigits = sameWritingDigits('w.writing_number_key', 'f.writing_key');

/** Rows whose balance counts: matched for certain (or decided by staff) and read in full. */
const applicable = sql.raw(
  `r.match in ('writing', 'decision', 'npn', 'name', 'new', 'decided') and r.amount is not null`,
);

/** Whether an upload's date column was the statement's (stored with its layout when it was read). */
async function readDateIsAsOf(trx: Kysely<DB>, uploadId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('file_uploads')
    .select(sql<boolean | null>`(summary -> 'layout' ->> 'dateIsAsOf')::boolean`.as('asOf'))
    .where('id', '=', uploadId)
    .executeTakeFirst();
  return row?.asOf === true;
}

export type AppliedUpload = TReportChanges & { imported: number; people: TPersonChange[] };

/**
 * Applies an upload's matched rows inside the caller's transaction, set-based:
 * - people without a record at the carrier get one (with their profile when they are known elsewhere);
 * - writing numbers are recorded;
 * - each agent's open debt at the carrier is SET to the sum of their rows, keeping the date it was
 *   first seen unless the report gives one; agents absent from the report are cleared;
 * - everyone a review row may belong to is left exactly as they were (not changed, not cleared),
 *   and a person it names whom the upload would create is not created until the row is decided.
 * Everything it changes is journalled as it was before, under the upload, for undo, and what it
 * creates is listed (upload_created). With `agents`,
 * only those agents' balances are set again (after a review decision). The per-person changes are
 * stored under the upload with `changes: 'store'` (the caller has removed those they replace), else
 * returned in `people` (a preview rolls the apply back, then stores them: recordUploadChanges).
 */
export async function applyUploadRows(
  trx: Kysely<DB>,
  uploadId: number,
  carrierId: number,
  scope: { agents?: number[]; rows?: RowsTable; dateIsAsOf?: boolean; changes?: 'store' | 'return' } = {},
): Promise<AppliedUpload> {
  const uploadRows = rowsOf(scope.rows ?? 'upload_rows');
  // A statement's date (not the debt's own) dates only debts first seen in it: one still owed keeps its first day.
  const dateIsAsOf = scope.dateIsAsOf ?? (await readDateIsAsOf(trx, uploadId));
  const newOwedSince = dateIsAsOf ? sql`least(b.first_seen, current_date - a.age)` : sql`current_date - a.age`;
  const openTotal = async () => {
    const { total } = await trx
      .selectFrom('debts')
      .select(sql<string>`coalesce(${openTotalOf()}, 0)`.as('total'))
      .where('carrier_id', '=', carrierId)
      .where(isOpenDebt())
      .executeTakeFirstOrThrow();
    return Number(total);
  };
  const totalBefore = await openTotal();

  // Held back by the rows awaiting review: everyone a row may be for (its candidates), and the
  // person the row names (its person_key), who may be someone this upload would create. A row
  // naming no one holds back only its candidates.
  await sql`create temp table upload_held on commit drop as
    select case when coalesce(r.writing_number, r.npn, r.name) is not null then r.person_key end as person_key,
           (c ->> 'agentId')::int as agent_id
    from ${uploadRows} r left join lateral jsonb_array_elements(coalesce(r.candidates, '[]'::jsonb)) c on true
    where r.file_upload_id = ${uploadId} and r.match = 'review'`.execute(trx);
  const heldAgents = sql`(select agent_id from upload_held where agent_id is not null)`;

  // New records: one per person (the profile's person, else the row's), ids drawn up front. A person
  // a review row names is not created (nor given a record here) until their rows in review are decided.
  await sql`create temp table upload_row_people on commit drop as
    select r.id as row_id, r.row_number, r.profile_agent_id, r.npn, r.writing_number, r.name, r.name_key, r.name_tie,
           coalesce('a:' || a.person_key, 'r:' || r.person_key) as key
    from ${uploadRows} r left join agents a on a.id = r.profile_agent_id
    where r.file_upload_id = ${uploadId} and r.agent_id is null and ${applicable}
      and not exists (select 1 from upload_held h where h.person_key = r.person_key)`.execute(trx);
  await sql`create temp table upload_people on commit drop as
    select p.*, nextval((select pg_get_serial_sequence('agents', 'id'))::regclass)::int as id
    from (select distinct on (key) key, profile_agent_id, npn, writing_number, name, name_key, name_tie
          from upload_row_people
          -- A person's row with their writing number and NPN first: a name-only row of theirs may come earlier.
          order by key, writing_number is null, npn is null, row_number) p`.execute(trx);
  // The name's key and tie are the profile's, else the row's as read (the keys of the same name written
  // "Last, First"): given here, they are not computed again per record (migration T28). A record named
  // by its writing number or NPN alone leaves them to the database (person_key '').
  await sql`insert into agents (id, name, agent_id, carrier_id, npn, first_name, middle_name, last_name, email, phone,
                                address, upline, upline_id, city, state, zipcode, agency_name, status,
                                name_key, name_tie, person_key)
    select p.id, coalesce(k.name, ${displayNameSql('p.name')}, p.writing_number, p.npn), p.writing_number,
           ${carrierId}, coalesce(k.npn, p.npn), k.first_name, k.middle_name, k.last_name, k.email, k.phone,
           k.address, k.upline, k.upline_id, k.city, k.state, k.zipcode, k.agency_name, coalesce(k.status, 'active'),
           coalesce(n.key, ''), coalesce(n.tie, '|'),
           case when n.key is null then ''
                else coalesce(nullif(trim(coalesce(k.npn, p.npn)), ''), 'name:' || n.key || '|' || n.tie) end
    from upload_people p left join agents k on k.id = p.profile_agent_id
    cross join lateral (select case when k.id is not null then k.name_key when p.name is not null then p.name_key end as key,
                               case when k.id is not null then k.name_tie when p.name is not null then p.name_tie end as tie) n`.execute(
    trx,
  );
  await recordCreated(trx, uploadId, 'agent', sql`select id from upload_people`);
  await sql`update ${uploadRows} r set agent_id = p.id
    from upload_row_people k join upload_people p on p.key = k.key
    where r.id = k.row_id`.execute(trx);
  await sql`drop table upload_row_people`.execute(trx);
  // The new records' ids stay in upload_people (the changes name them new); a review decision's
  // scope needs them here too.
  const created = scope.agents
    ? (await sql<{ id: number }>`select id from upload_people`.execute(trx)).rows.map((r) => r.id)
    : [];
  const agentsInScope = scope.agents ? [...scope.agents, ...created] : undefined;
  const scoped = (column: string) =>
    agentsInScope ? sql`${sql.raw(column)} = any(${agentsInScope}::int[])` : sql`true`;

  // Writing numbers: each agent's first row's, written only where it differs; what it replaced is journalled.
  await sql`create temp table upload_writing on commit drop as
    select distinct on (r.agent_id) r.agent_id, r.writing_number, r.writing_key from ${uploadRows} r
    where r.file_upload_id = ${uploadId} and ${applicable} and r.agent_id is not null and r.writing_key is not null
      and ${scoped('r.agent_id')}
    order by r.agent_id, r.row_number`.execute(trx);
  await sql`insert into upload_journal (file_upload_id, entity, entity_id, before)
    select ${uploadId}, 'writing_number', w.id, to_jsonb(w) from writing_numbers w
    join upload_writing f on f.agent_id = w.agent_id and w.carrier_id = ${carrierId}
    where w.writing_number <> f.writing_number and not ${sameDigits}`.execute(trx);
  // The records created above have no writing number anywhere, and no other transaction can see them
  // to give them one: theirs are plain inserts (an upsert checks every row for a conflict first).
  await sql`with written as (
      insert into writing_numbers (agent_id, carrier_id, writing_number, writing_number_key, identifier_type)
      select f.agent_id, ${carrierId}, f.writing_number, f.writing_key, 'writingNumber' from upload_writing f
      where f.agent_id in (select id from upload_people)
      returning id)
    ${createdRow(uploadId, 'writing_number', sql`select id from written`)}`.execute(trx);
  await sql`with written as (
      insert into writing_numbers (agent_id, carrier_id, writing_number, writing_number_key, identifier_type)
      select f.agent_id, ${carrierId}, f.writing_number, f.writing_key, 'writingNumber' from upload_writing f
      where f.agent_id not in (select id from upload_people)
        and not exists (select 1 from writing_numbers w where w.agent_id = f.agent_id and w.carrier_id = ${carrierId}
                          and (w.writing_number = f.writing_number or ${sameDigits}))
      on conflict (agent_id, carrier_id) do update
        set writing_number = excluded.writing_number, writing_number_key = excluded.writing_number_key, updated_at = now()
      returning id, xmax = 0 as inserted)
    ${createdRow(uploadId, 'writing_number', sql`select id from written where inserted`)}`.execute(trx);
  await sql`drop table upload_writing`.execute(trx);

  // Before and after per agent at the carrier, leaving out everyone a review row may be for.
  await sql`create temp table upload_balances on commit drop as
    with after as (select r.agent_id, sum(r.amount) as amount, max(r.age_days) as age from ${uploadRows} r
                   where r.file_upload_id = ${uploadId} and ${applicable} and r.agent_id is not null
                     and ${scoped('r.agent_id')}
                   group by r.agent_id),
         before as (select agent_id, sum(amount) as amount, count(*) as rows, min(incurred_on) as first_seen from debts
                    where carrier_id = ${carrierId} and ${isOpenDebt()} and ${scoped('agent_id')} group by agent_id)
    select coalesce(a.agent_id, b.agent_id) as agent_id, coalesce(b.amount, 0) as before_amount,
           a.amount as after_amount, ${newOwedSince} as owed_since, b.first_seen, coalesce(b.rows, 0) as open_rows,
           a.amount is not null and (a.amount <> coalesce(b.amount, 0) or coalesce(b.rows, 0) <> 1
             or (a.age is not null and b.first_seen <> ${newOwedSince}))
             -- Nothing open and nothing owed: no paid 0.00 debt is added again on every upload.
             and not (a.amount = 0 and b.agent_id is null) as changed
    from after a full join before b on b.agent_id = a.agent_id
    where coalesce(a.agent_id, b.agent_id) not in ${heldAgents}`.execute(trx);

  await sql`insert into upload_journal (file_upload_id, entity, entity_id, before)
    select ${uploadId}, 'debt', d.id, to_jsonb(d) from debts d join upload_balances b on b.agent_id = d.agent_id
    where d.carrier_id = ${carrierId} and ${isOpenDebt('d')} and (b.changed or b.after_amount is null)`.execute(trx);
  // Cleared before the new debts are added (other agents' debts): the planner's statistics do not yet
  // count the debts this transaction adds, and joined after them (20,000 at a carrier believed to have
  // none) this update was planned as a loop over every new debt and took 17 s instead of 0.1 s.
  await sql`update debts d set amount = 0, status = 'paid', notes = 'Cleared: not in the latest carrier report',
      updated_at = now()
    from upload_balances b
    where d.agent_id = b.agent_id and d.carrier_id = ${carrierId} and ${isOpenDebt('d')} and b.after_amount is null`.execute(
    trx,
  );
  await sql`delete from debts d using upload_balances b
    where d.agent_id = b.agent_id and d.carrier_id = ${carrierId} and ${isOpenDebt('d')} and b.changed`.execute(trx);
  await sql`with added as (
      insert into debts (agent_id, carrier_id, amount, status, notes, incurred_on)
      select agent_id, ${carrierId}, after_amount, case when after_amount = 0 then 'paid' else 'outstanding' end,
             'Carrier report', coalesce(owed_since, first_seen, current_date)
      from upload_balances where changed
      returning id)
    ${createdRow(uploadId, 'debt', sql`select id from added`)}`.execute(trx);

  // Kept under the upload here, or read out to outlive a rollback (a preview).
  const { counts, people } =
    scope.changes === 'store'
      ? { counts: await storePersonChanges(trx, uploadId), people: [] }
      : await readPersonChanges(trx);
  // Rows applied so far in the whole upload: read for certain, matched, and nobody's held back (a
  // person held back before being created has no agent yet).
  const imported = Number(
    (
      await sql<{ n: string }>`select coalesce(sum(r.row_count), 0) as n from ${uploadRows} r
        where r.file_upload_id = ${uploadId} and ${applicable} and r.agent_id is not null
          and r.agent_id not in ${heldAgents}`.execute(trx)
    ).rows[0]!.n,
  );
  await sql`drop table upload_balances`.execute(trx);
  await sql`drop table upload_held`.execute(trx);
  await sql`drop table upload_people`.execute(trx);

  return { ...counts, totalBefore, totalAfter: await openTotal(), imported, people };
}
