import { sql, type Kysely } from 'kysely';

/**
 * An import's own tables (its kept rows, its undo journal and its per-person changes) check their
 * references once per statement instead of once per row (issue 15). A 100,000-row report writes
 * about 100,000 rows into these tables, and PostgreSQL checks a foreign key row by row: five
 * checks per kept row, one per journal or change row, ~1 s of the import on this 2-core machine.
 *
 * The same guarantees, set-based:
 * - an insert (or an update that brings in a new value) looks up every distinct upload or agent it
 *   names in one query, locked FOR KEY SHARE as PostgreSQL's own check locks them (a concurrent
 *   delete waits for the writer, or the writer finds the row gone), and fails with 23503 naming
 *   the constraint when one is missing;
 * - deleting uploads deletes their rows, journal and changes (ON DELETE CASCADE before);
 * - deleting agents empties the kept rows' agent and profile columns (ON DELETE SET NULL before).
 * The domain tables (agents, debts, writing numbers) keep their declared foreign keys: their
 * violations are what scripts see as 409s (mapDatabaseError).
 */
type Reference = { table: string; column: string; parent: 'file_uploads' | 'agents'; onDelete: 'cascade' | 'set null' };

const REFERENCES: readonly Reference[] = [
  { table: 'upload_rows', column: 'file_upload_id', parent: 'file_uploads', onDelete: 'cascade' },
  { table: 'upload_rows', column: 'agent_id', parent: 'agents', onDelete: 'set null' },
  { table: 'upload_rows', column: 'profile_agent_id', parent: 'agents', onDelete: 'set null' },
  { table: 'upload_journal', column: 'file_upload_id', parent: 'file_uploads', onDelete: 'cascade' },
  { table: 'upload_changes', column: 'file_upload_id', parent: 'file_uploads', onDelete: 'cascade' },
];

const CHILD_TABLES = [...new Set(REFERENCES.map((r) => r.table))];
const PARENT_TABLES = [...new Set(REFERENCES.map((r) => r.parent))];

/** Trigger arguments are literals: names of this file's own tables and columns only. */
const args = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Arguments: (column, parent table) pairs. On an update only values the statement brings in are
  // looked up: the others were checked when written and are kept by the parents' delete triggers.
  await sql`create function agentledger_check_references() returns trigger language plpgsql as $fn$
    declare
      i int := 0;
      wanted int[];
      found int;
      missing int;
    begin
      while i < tg_nargs loop
        if tg_op = 'INSERT' then
          execute format('select array_agg(distinct %1$I) from new_rows where %1$I is not null', tg_argv[i])
            into wanted;
        else
          execute format('select array_agg(v) from (select %1$I as v from new_rows where %1$I is not null
                            except select %1$I from old_rows) s', tg_argv[i]) into wanted;
        end if;
        if wanted is not null then
          execute format('select count(*) from (select 1 from %I where id = any($1) for key share) p', tg_argv[i + 1])
            into found using wanted;
          if found < cardinality(wanted) then
            execute format('select min(w) from unnest($1) w where not exists (select 1 from %I p where p.id = w)',
                           tg_argv[i + 1]) into missing using wanted;
            raise foreign_key_violation using
              message = format('insert or update on table "%s" violates foreign key constraint "%s_%s_fkey"',
                               tg_table_name, tg_table_name, tg_argv[i]),
              detail = format('Key (%s)=(%s) is not present in table "%s".', tg_argv[i], missing, tg_argv[i + 1]),
              constraint = format('%s_%s_fkey', tg_table_name, tg_argv[i]),
              table = tg_table_name;
          end if;
        end if;
        i := i + 2;
      end loop;
      return null;
    end
  $fn$`.execute(db);

  // Arguments: (child table, column, 'cascade' | 'set null') triples.
  await sql`create function agentledger_release_references() returns trigger language plpgsql as $fn$
    declare
      i int := 0;
    begin
      while i < tg_nargs loop
        if tg_argv[i + 2] = 'cascade' then
          execute format('delete from %I where %I in (select id from old_rows)', tg_argv[i], tg_argv[i + 1]);
        else
          execute format('update %1$I set %2$I = null where %2$I in (select id from old_rows)', tg_argv[i], tg_argv[i + 1]);
        end if;
        i := i + 3;
      end loop;
      return null;
    end
  $fn$`.execute(db);

  for (const { table, column } of REFERENCES) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_${column}_fkey`)}`.execute(db);
  }
  for (const table of CHILD_TABLES) {
    const pairs = REFERENCES.filter((r) => r.table === table).flatMap((r) => [r.column, r.parent]);
    await sql`create trigger ${sql.id(`${table}_references_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement
      execute function agentledger_check_references(${args(pairs)})`.execute(db);
    await sql`create trigger ${sql.id(`${table}_references_update`)} after update on ${sql.table(table)}
      referencing old table as old_rows new table as new_rows for each statement
      execute function agentledger_check_references(${args(pairs)})`.execute(db);
  }
  for (const parent of PARENT_TABLES) {
    const triples = REFERENCES.filter((r) => r.parent === parent).flatMap((r) => [r.table, r.column, r.onDelete]);
    await sql`create trigger ${sql.id(`${parent}_release_references`)} after delete on ${sql.table(parent)}
      referencing old table as old_rows for each statement
      execute function agentledger_release_references(${args(triples)})`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const parent of PARENT_TABLES) {
    await sql`drop trigger ${sql.id(`${parent}_release_references`)} on ${sql.table(parent)}`.execute(db);
  }
  for (const table of CHILD_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_references_insert`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_references_update`)} on ${sql.table(table)}`.execute(db);
  }
  for (const { table, column, parent, onDelete } of REFERENCES) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_${column}_fkey`)}
      foreign key (${sql.ref(column)}) references ${sql.table(parent)} (id) on delete ${sql.raw(onDelete)}`.execute(db);
  }
  await sql`drop function agentledger_release_references()`.execute(db);
  await sql`drop function agentledger_check_references()`.execute(db);
}
