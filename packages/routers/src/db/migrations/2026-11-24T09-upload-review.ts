import { NAME_DROPPED, NAME_FOLD_FROM, NAME_FOLD_TO, NAME_SEPARATORS } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';

/**
 * One person rule and safe report imports (issue 12).
 * - agentledger_name_key / _tie: the SQL form of personNameKey (packages/schema/src/names.ts), stored
 *   on agents as name_key (indexed) and name_tie; person_key now uses them, so "Brown, Elizabeth" and
 *   "Elizabeth Brown" are one person everywhere.
 * - upload_rows: every report row group an upload read, with how it was matched (or why it awaits review).
 * - upload_journal: what an applied upload changed, row by row, as it was before: undo restores it.
 * - upload_changes: per person, the balance before and after.
 * - match_decisions: staff's answers to review, so the same row matches by itself next time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createNameWords(db);
  await sql`create or replace function agentledger_name_key_tie(name text) returns text[]
    language plpgsql immutable parallel safe as $fn$
    declare
      words text[] := agentledger_name_words(name);
      n int := coalesce(array_length(words, 1), 0);
      suffix text := '';
    begin
      if n >= 3 and words[n] in ('jr', 'sr', 'ii', 'iii', 'iv') then
        suffix := words[n];
        n := n - 1;
      end if;
      return array[
        case when n >= 2 then words[1] || ' ' || words[n] when n = 1 then words[1] else '' end,
        case when n >= 3 then left(words[2], 1) else '' end || '|' || suffix];
    end $fn$`.execute(db);
  await sql`create or replace function agentledger_name_key(name text) returns text
    language sql immutable parallel safe as $fn$ select (agentledger_name_key_tie(name))[1] $fn$`.execute(db);
  await sql`create or replace function agentledger_name_tie(name text) returns text
    language sql immutable parallel safe as $fn$ select (agentledger_name_key_tie(name))[2] $fn$`.execute(db);
  await sql`create or replace function agentledger_ties_agree(a text, b text) returns boolean
    language sql immutable parallel safe as $fn$
      select (split_part(a, '|', 1) = '' or split_part(b, '|', 1) = '' or split_part(a, '|', 1) = split_part(b, '|', 1))
         and (split_part(a, '|', 2) = '' or split_part(b, '|', 2) = '' or split_part(a, '|', 2) = split_part(b, '|', 2))
    $fn$`.execute(db);

  await sql`drop index if exists agents_person_key_idx`.execute(db);
  await sql`drop index if exists agents_name_key_idx`.execute(db);
  await sql`alter table agents drop column person_key`.execute(db);
  // Kept by a trigger rather than generated columns: the name is read once per row, not once per column.
  await sql`alter table agents
    add column name_key text not null default '',
    add column name_tie text not null default '|',
    add column person_key text not null default ''`.execute(db);
  await sql`create or replace function agentledger_agent_keys() returns trigger
    language plpgsql as $fn$
    declare
      key_tie text[] := agentledger_name_key_tie(new.name);
    begin
      new.name_key := key_tie[1];
      new.name_tie := key_tie[2];
      new.person_key := coalesce(nullif(trim(new.npn), ''), 'name:' || key_tie[1] || '|' || key_tie[2]);
      return new;
    end $fn$`.execute(db);
  await sql`create trigger agents_keys before insert or update of name, npn, name_key, name_tie, person_key on agents
    for each row execute function agentledger_agent_keys()`.execute(db);
  await sql`update agents set name = name`.execute(db);
  await sql`create index agents_person_key_idx on agents (person_key)`.execute(db);
  await sql`create index agents_name_key_idx on agents (name_key)`.execute(db);

  await sql`alter table file_uploads
    add column fingerprint text,
    add column applied_at timestamptz,
    add column undone_at timestamptz`.execute(db);
  await sql`create index file_uploads_carrier_idx on file_uploads (carrier_id, status, id)`.execute(db);

  await sql`create table upload_rows (
    id serial primary key,
    file_upload_id integer not null references file_uploads(id) on delete cascade,
    row_number integer not null,
    writing_number text, writing_key text, npn text, name text,
    name_key text not null default '', name_tie text not null default '|', person_key text not null,
    amount numeric(14,2), age_days integer, row_count integer not null default 1,
    raw jsonb, problem text,
    match text, agent_id integer references agents(id) on delete set null,
    profile_agent_id integer references agents(id) on delete set null,
    candidates jsonb, reason text, decided_at timestamptz)`.execute(db);
  await sql`create index upload_rows_upload_idx on upload_rows (file_upload_id, match)`.execute(db);
  await sql`create index upload_rows_agent_idx on upload_rows (agent_id)`.execute(db);
  await sql`create index upload_rows_profile_idx on upload_rows (profile_agent_id)`.execute(db);

  await sql`create table upload_journal (
    id bigserial primary key,
    file_upload_id integer not null references file_uploads(id) on delete cascade,
    entity text not null, entity_id integer not null, before jsonb)`.execute(db);
  await sql`create index upload_journal_upload_idx on upload_journal (file_upload_id, entity, entity_id, id)`.execute(
    db,
  );

  await sql`create table upload_changes (
    file_upload_id integer not null references file_uploads(id) on delete cascade,
    agent_id integer, name text not null, kind text not null,
    before numeric(14,2) not null, after numeric(14,2) not null)`.execute(db);
  await sql`create index upload_changes_upload_idx on upload_changes (file_upload_id)`.execute(db);

  await sql`create table match_decisions (
    carrier_id integer not null references carriers(id) on delete cascade,
    identity text not null,
    agent_id integer not null references agents(id) on delete cascade,
    decided_at timestamptz not null default now(),
    primary key (carrier_id, identity))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['match_decisions', 'upload_changes', 'upload_journal', 'upload_rows']) {
    await sql`drop table if exists ${sql.raw(table)}`.execute(db);
  }
  await sql`alter table file_uploads drop column if exists fingerprint, drop column if exists applied_at,
    drop column if exists undone_at`.execute(db);
  await sql`drop trigger if exists agents_keys on agents`.execute(db);
  await sql`alter table agents drop column if exists person_key, drop column if exists name_key,
    drop column if exists name_tie`.execute(db);
  await sql`alter table agents add column person_key text not null generated always as (
    coalesce(nullif(trim(npn), ''), 'name:' || lower(regexp_replace(trim(name), '\\s+', ' ', 'g')))) stored`.execute(
    db,
  );
  await sql`create index agents_person_key_idx on agents (person_key)`.execute(db);
  await sql`drop index if exists agents_name_key_idx`.execute(db);
  await sql`create index agents_name_key_idx on agents (lower(regexp_replace(name, '\\s+', ' ', 'g')))`.execute(db);
}

/** The SQL name words as this migration made them; the migration that speeds them up restores it on its way down. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createNameWords(db: Kysely<any>): Promise<void> {
  await sql`create or replace function agentledger_name_words(name text) returns text[]
    language plpgsql immutable parallel safe as $fn$
    declare
      parts text[];
      display text;
      folded text;
    begin
      if name is null then return array[]::text[]; end if;
      parts := string_to_array(name, ',');
      if array_length(parts, 1) >= 2 and trim(parts[1]) <> '' and trim(parts[2]) <> '' then
        display := trim(parts[2]) || ' ' || trim(parts[1]) || ' ' || coalesce(array_to_string(parts[3:], ' '), '');
      else
        display := name;
      end if;
      folded := translate(display, ${sql.lit(NAME_FOLD_FROM)}, ${sql.lit(NAME_FOLD_TO)});
      folded := replace(replace(replace(replace(replace(folded, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe');
      folded := translate(folded, ${sql.lit(NAME_DROPPED)}, '');
      folded := translate(folded, ${sql.lit(NAME_SEPARATORS)}, ${sql.lit(' '.repeat([...NAME_SEPARATORS].length))});
      folded := trim(regexp_replace(folded, ' +', ' ', 'g'));
      if folded = '' then return array[]::text[]; end if;
      return string_to_array(folded, ' ');
    end $fn$`.execute(db);
}
