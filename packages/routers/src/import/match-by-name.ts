import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { analyseImportRows, rowsOf, type RowsTable } from './import-rows';

// Matching by name (step 4 of match-upload.ts) and what a name alone may not decide. A name is not
// a person: two people may share one, and the report says so when it gives them two writing numbers
// (or NPNs). Then neither is matched by the name, and a row naming no one but that name goes to review.

/**
 * The report's rows with a writing number or NPN under a name key that several of its people have
 * ("SMITH, JOHN" under 1001 and under 2002), each `shared` when a row of another person has the name
 * with an agreeing tie: a temp table, analysed (a fresh one has no figures, and was planned as a scan
 * of it per row), dropped by dropReportNamesakes. Whether the report has any.
 */
export async function noteReportNamesakes(trx: Kysely<DB>, uploadId: number, table: RowsTable): Promise<boolean> {
  const rows = rowsOf(table);
  await sql`create temp table report_namesakes on commit drop as
    select r.id as row_id, r.name_key, r.name_tie, r.person_key, false as shared from ${rows} r
    where r.file_upload_id = ${uploadId} and r.name_key <> '' and (r.writing_key is not null or r.npn is not null)
      and r.name_key in (select name_key from ${rows}
                         where file_upload_id = ${uploadId} and name_key <> ''
                           and (writing_key is not null or npn is not null)
                         group by name_key having count(distinct person_key) > 1)`.execute(trx);
  await sql`analyze report_namesakes`.execute(trx);
  await sql`update report_namesakes a set shared = true
    where exists (select 1 from report_namesakes b where b.name_key = a.name_key and b.person_key <> a.person_key
                    and agentledger_ties_agree(b.name_tie, a.name_tie))`.execute(trx);
  // Again for `shared`: counted as never set, the rows left out of name matching were planned as none.
  await sql`analyze report_namesakes`.execute(trx);
  const { rows: found } = await sql<{ any: boolean }>`select exists (select 1 from report_namesakes) as any`.execute(
    trx,
  );
  return found[0]!.any;
}

export async function dropReportNamesakes(trx: Kysely<DB>): Promise<void> {
  await sql`drop table report_namesakes`.execute(trx);
}

/**
 * Step 4: the people whose name key is the row's, whose tie agrees, and whose NPN does not conflict;
 * exactly one → that person, several → review. A row whose name the report gives another person too
 * (under another writing number or NPN) is not matched by it: which of them a known person of that
 * name is, the name cannot say. Records of one name at this carrier are as many people (a person has
 * one record per carrier), though without NPNs they share a person key.
 */
export async function matchByName(trx: Kysely<DB>, uploadId: number, carrierId: number, table: RowsTable) {
  const rows = rowsOf(table);
  await sql`create temp table name_candidates on commit drop as
    with named as (
      select r.id as row_id, a.id as agent_id, a.carrier_id, a.person_key,
             count(*) filter (where a.carrier_id = ${carrierId}) over (partition by r.id, a.person_key) as here_records
      from ${rows} r
      join agents a on a.name_key = r.name_key
      where r.file_upload_id = ${uploadId} and r.decided_at is null and r.match is null and r.name_key <> ''
        and agentledger_ties_agree(a.name_tie, r.name_tie) and (r.npn is null or a.npn is null)
        and not exists (select 1 from report_namesakes o where o.row_id = r.id and o.shared))
    select row_id, case when here_records > 1 then 'record:' || agent_id else person_key end as candidate,
           min(agent_id) filter (where carrier_id = ${carrierId}) as here_id, min(agent_id) as any_id
    from named
    where here_records <= 1 or carrier_id = ${carrierId}
    group by row_id, 2`.execute(trx);
  await sql`update ${rows} r set match = 'name', agent_id = c.here_id, profile_agent_id = c.any_id
    from (select row_id, min(here_id) as here_id, min(any_id) as any_id from name_candidates
          group by row_id having count(*) = 1) c
    where c.row_id = r.id`.execute(trx);
  await sql`update ${rows} r set match = 'review',
      reason = 'Several people are named "' || r.name || '": choose who this row is for',
      candidates = c.list
    from (select c.row_id, jsonb_agg(jsonb_build_object('agentId', coalesce(c.here_id, c.any_id),
            'why', 'same name' || case when a.npn is not null then ', NPN ' || a.npn else '' end
              || case when c.here_id is not null then ', has a record at this carrier' else '' end)
            order by c.any_id) as list
          from name_candidates c join agents a on a.id = c.any_id
          group by c.row_id having count(*) > 1) c
    where c.row_id = r.id`.execute(trx);
  await sql`drop table name_candidates`.execute(trx);
}

/**
 * A row naming its person by name alone (an adjustment line) that matched by name or nobody, when
 * the report gives that name to several people with writing numbers or NPNs: whose it is is not
 * said, so review asks, naming those already known (not a new person of that name, nor a guess).
 */
export async function reviewNameOnlyNamesakes(trx: Kysely<DB>, uploadId: number, table: RowsTable) {
  const rows = rowsOf(table);
  // The staged rows' figures are from before matching (every match null): joined to the rows that
  // matched by name or nobody, thousands of them were planned as one, and each looped over the others.
  if (table === 'import_rows') await analyseImportRows(trx);
  await sql`update ${rows} r set match = 'review', agent_id = null, profile_agent_id = null,
      reason = 'This report names several people "' || r.name || '" (' || s.codes || '): choose who this row is for',
      candidates = s.list
    from (select n.id as row_id,
                 string_agg(distinct coalesce('writing number ' || c.writing_number, 'NPN ' || c.npn), ', ') as codes,
                 coalesce(jsonb_agg(distinct jsonb_build_object('agentId', coalesce(c.agent_id, c.profile_agent_id),
                   'why', 'same name in this report, ' || coalesce('writing number ' || c.writing_number, 'NPN ' || c.npn)))
                   filter (where coalesce(c.agent_id, c.profile_agent_id) is not null), '[]'::jsonb) as list
          from ${rows} n
          join report_namesakes o on o.name_key = n.name_key and agentledger_ties_agree(o.name_tie, n.name_tie)
          join ${rows} c on c.id = o.row_id
          where n.file_upload_id = ${uploadId} and n.problem is null and n.writing_key is null and n.npn is null
            and n.name_key <> ''
          group by n.id
          having count(distinct o.person_key) > 1) s
    where r.id = s.row_id and r.decided_at is null and r.match in ('name', 'new')`.execute(trx);
}
