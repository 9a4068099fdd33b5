import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { rowsOf, type RowsTable } from './import-rows';
import { dropReportNamesakes, matchByName, noteReportNamesakes, reviewNameOnlyNamesakes } from './match-by-name';
import { sameWritingDigits } from './writing-digits';

/**
 * Matches an upload's rows to the people already known, in the order of issue 12:
 * 1. the writing number at the carrier (one of digits only also with other leading zeros, when one
 *    person holds it), unless the row's NPN contradicts its holder (review, unless decided before);
 * 2. an earlier review decision for the same row identity at the carrier;
 * 3. the NPN, on any record of that person (no record at this carrier yet: a new one takes the
 *    person's profile);
 * 4. the name key, only when exactly one person has it (middle initial and suffix break ties, and
 *    a person with another NPN never matches by name, nor does a row whose name the report gives
 *    another person too); several people → review;
 * 5. nobody → a new person.
 * A row that could not be read goes to review with its reason, naming whoever it would have matched.
 * Rows staff already decided keep their decision. Nothing here changes a balance.
 */
export async function matchUploadRows(
  trx: Kysely<DB>,
  uploadId: number,
  carrierId: number,
  table: RowsTable = 'upload_rows',
): Promise<void> {
  const rows = rowsOf(table);
  const open = sql`r.file_upload_id = ${uploadId} and r.decided_at is null`;
  // Again from the start for an earlier match (a preview being applied); fresh rows have none.
  await sql`update ${rows} r set match = null, agent_id = null, profile_agent_id = null, candidates = null,
    reason = null where ${open} and r.match is not null`.execute(trx);

  // A plain join, so each row is one index probe of writing_numbers_lookup_idx (an aggregated subquery
  // here was joined by nested loops: 18 s for 20,000 people).
  await sql`update ${rows} r set match = 'writing', agent_id = w.agent_id
    from writing_numbers w
    where ${open} and w.carrier_id = ${carrierId} and r.writing_key = w.writing_number_key`.execute(trx);

  // A writing number of digits only is also the one stored with more or fewer leading zeros (a
  // spreadsheet's 000000 format shows 903 as 000903, its CSV export says 903). Row by row through
  // writing_numbers_digits_idx as the NPN step below, and only when one person holds it: several
  // (0903 and 00903) are left to the NPN and the name, else to review. Letters keep their zeros
  // (W001 is not W0001), and zeros only match nothing.
  await sql`create temp table writing_digits on commit drop as
    select u.id as row_id, min(w.agent_id) as agent_id, count(*) as holders,
           jsonb_agg(jsonb_build_object('agentId', w.agent_id, 'why', 'writing number ' || w.writing_number)
             order by w.agent_id) as candidates
    from ${rows} u join writing_numbers w
      on w.carrier_id = ${carrierId} and ${sameWritingDigits('w.writing_number_key', 'u.writing_key')}
    where u.file_upload_id = ${uploadId} and u.decided_at is null and u.match is null
    group by u.id`.execute(trx);
  await sql`update ${rows} r set match = 'writing', agent_id = d.agent_id
    from writing_digits d where r.id = d.row_id and d.holders = 1`.execute(trx);

  // A writing number whose holder the row's NPN contradicts (the holder has another NPN, or no NPN
  // while the NPN is someone else's by another name): which is right is not known, so review asks.
  // The NPN's other holder is looked up only for rows whose holder's NPN is not the row's (on a
  // re-upload that is almost none: a lookup for every row cost 85 ms at 20,000 people).
  await sql`create temp table writing_conflicts on commit drop as
    select c.row_id, c.holder_id, c.holder, o.id as other_id, o.name as other
    from (select u.id as row_id, u.npn, a.id as holder_id, a.name as holder, a.npn as holder_npn,
                 a.person_key, a.name_key, a.name_tie
          from ${rows} u join agents a on a.id = u.agent_id
          where u.file_upload_id = ${uploadId} and u.decided_at is null and u.match = 'writing'
            and ltrim(u.npn, '0') <> '' and (a.npn is null or ltrim(a.npn, '0') <> ltrim(u.npn, '0'))
          offset 0) c
    left join lateral (select x.id, x.name, x.name_key, x.name_tie from agents x
                       where ltrim(x.npn, '0') = ltrim(c.npn, '0') and x.person_key <> c.person_key
                       order by x.carrier_id = ${carrierId} desc, x.id limit 1) o on true
    where c.holder_npn is not null
       or (o.id is not null and not (o.name_key = c.name_key and agentledger_ties_agree(o.name_tie, c.name_tie)))`.execute(
    trx,
  );
  await sql`update ${rows} r set match = null, agent_id = null from writing_conflicts c where r.id = c.row_id`.execute(
    trx,
  );

  await sql`update ${rows} r set match = 'decision',
      agent_id = case when a.carrier_id = ${carrierId} then a.id end,
      profile_agent_id = case when a.carrier_id is distinct from ${carrierId} then a.id end
    from match_decisions m join agents a on a.id = m.agent_id
    where ${open} and r.match is null and m.carrier_id = ${carrierId} and m.identity = r.person_key`.execute(trx);

  // Not settled by an earlier decision of staff: review, naming both.
  await sql`update ${rows} r set match = 'review',
      reason = 'Writing number ' || r.writing_number || ' is ' || c.holder || '''s, but NPN ' || r.npn || ' is '
        || coalesce(c.other || '''s', 'not theirs') || ': choose who this row is for',
      candidates = jsonb_build_array(jsonb_build_object('agentId', c.holder_id, 'why', 'writing number ' || r.writing_number))
        || case when c.other_id is null then '[]'::jsonb
           else jsonb_build_array(jsonb_build_object('agentId', c.other_id, 'why', 'NPN ' || r.npn)) end
    from writing_conflicts c where r.id = c.row_id and r.match is null`.execute(trx);
  await sql`drop table writing_conflicts`.execute(trx);

  // Row by row through agents_npn_digits_idx, then back to each row by its id: the plan stays index
  // probes whatever the statistics say about the fresh rows (joining all the upload's NPNs to the rows
  // by npn was planned as nested loops over both: a minute for a 20,000-row report under load). The
  // digits are compared without leading zeros: a carrier that pads NPNs to ten digits names the same person.
  await sql`update ${rows} r set match = 'npn', agent_id = m.here_id, profile_agent_id = m.any_id
    from (select u.id as row_id, min(a.id) filter (where a.carrier_id = ${carrierId}) as here_id, min(a.id) as any_id
          from ${rows} u join agents a on ltrim(a.npn, '0') = ltrim(u.npn, '0')
          where u.file_upload_id = ${uploadId} and u.decided_at is null and u.match is null
            and ltrim(u.npn, '0') <> ''
          group by u.id) m
    where r.id = m.row_id`.execute(trx);

  // Name: exactly one person of the row's name, unless the report itself gives the name to two people.
  const namesakes = await noteReportNamesakes(trx, uploadId, table);
  await matchByName(trx, uploadId, carrierId, table);

  await sql`update ${rows} r set match = 'review',
      reason = 'Writing number ' || r.writing_number || ' is that of several people here, written with other leading zeros: choose who this row is for',
      candidates = d.candidates
    from writing_digits d where r.id = d.row_id and r.match is null`.execute(trx);
  await sql`drop table writing_digits`.execute(trx);

  await sql`update ${rows} r set match = 'new' where ${open} and r.match is null`.execute(trx);
  // A name alone that the report gives several people: review, before it could join one of them.
  if (namesakes) await reviewNameOnlyNamesakes(trx, uploadId, table);
  await dropReportNamesakes(trx);

  // A row naming its person by name alone (an adjustment line) that matched nobody is the person of
  // the report's rows with a writing number or NPN under that name, when there is exactly one such
  // person (key and agreeing tie): their record when they matched one, else one new record for both.
  await sql`update ${rows} r set person_key = s.person_key, match = s.match, agent_id = s.agent_id,
      profile_agent_id = s.profile_agent_id
    from (select n.id as row_id, min(c.person_key) as person_key, min(c.match) as match,
                 min(c.agent_id) as agent_id, min(c.profile_agent_id) as profile_agent_id
          from ${rows} n join ${rows} c
            on c.file_upload_id = n.file_upload_id and c.name_key = n.name_key
           and (c.writing_key is not null or c.npn is not null) and c.problem is null
           and agentledger_ties_agree(c.name_tie, n.name_tie)
          where n.file_upload_id = ${uploadId} and n.decided_at is null and n.match = 'new' and n.problem is null
            and n.writing_key is null and n.npn is null and n.name_key <> ''
          group by n.id
          having count(distinct c.person_key) = 1 and count(distinct c.match) = 1
             and count(distinct coalesce(c.agent_id, 0)) = 1 and count(distinct coalesce(c.profile_agent_id, 0)) = 1
             and min(c.match) in ('writing', 'npn', 'decision', 'decided', 'new')) s
    where r.id = s.row_id`.execute(trx);

  // An unreadable row changes nothing: to review, naming whom it would have matched.
  await sql`update ${rows} r set match = 'review', reason = r.problem,
      candidates = case
        when r.agent_id is not null or r.profile_agent_id is not null then jsonb_build_array(jsonb_build_object(
          'agentId', coalesce(r.agent_id, r.profile_agent_id), 'why', 'matched by ' || case r.match
            when 'writing' then 'writing number' when 'npn' then 'NPN' when 'decision' then 'an earlier decision'
            else 'name' end))
        else r.candidates end,
      agent_id = null, profile_agent_id = null
    where ${open} and r.problem is not null`.execute(trx);
}
