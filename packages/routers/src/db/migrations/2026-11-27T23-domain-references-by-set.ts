import { sql, type Kysely } from 'kysely';

/**
 * Agents, debts and writing numbers check their carrier and agent once per statement instead of
 * once per row (issues 11 and 15), as the import's own tables already do (migration 16). A
 * 100,000-row report for 20,000 agents writes ~13,000 records, ~13,000 writing numbers and
 * ~20,000 debts in three statements; PostgreSQL's row-by-row checks of their five foreign keys
 * took ~0.3 s of its ~2 s on this 2-core machine, for one carrier and rows the same transaction
 * had just written.
 *
 * The same guarantees, set-based, with the functions of migration 16:
 * - an insert, or an update bringing in a new carrier or agent, looks them all up in one query,
 *   locked FOR KEY SHARE as PostgreSQL's own check locks them, and fails with 23503 naming the
 *   same constraint (scripts still see the 409 of mapDatabaseError);
 * - deleting an agent deletes their debts and writing numbers (ON DELETE CASCADE before);
 * - deleting a carrier still in use by an agent, debt or writing number fails with 23503 (ON
 *   DELETE RESTRICT before; the service refuses it first with the counts, this is the backstop).
 */
type Reference = {
  table: 'agents' | 'debts' | 'writing_numbers';
  column: 'carrier_id' | 'agent_id';
  parent: 'carriers' | 'agents';
  onDelete: 'cascade' | 'restrict';
};

const REFERENCES: readonly Reference[] = [
  { table: 'agents', column: 'carrier_id', parent: 'carriers', onDelete: 'restrict' },
  { table: 'debts', column: 'agent_id', parent: 'agents', onDelete: 'cascade' },
  { table: 'debts', column: 'carrier_id', parent: 'carriers', onDelete: 'restrict' },
  { table: 'writing_numbers', column: 'agent_id', parent: 'agents', onDelete: 'cascade' },
  { table: 'writing_numbers', column: 'carrier_id', parent: 'carriers', onDelete: 'restrict' },
];

/** What migration 16 set on agents: their kept upload rows lose the agent (SET NULL). */
const UPLOAD_ROWS_OF_AGENTS = ['upload_rows', 'agent_id', 'set null', 'upload_rows', 'profile_agent_id', 'set null'];

const CHILD_TABLES = [...new Set(REFERENCES.map((r) => r.table))];

/** Trigger arguments are literals: names of this file's own tables and columns only. */
const args = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The parents' delete triggers' (child table, column, action) triples. */
function releaseTriples(parent: Reference['parent'], withOwn: boolean): string[] {
  const own = withOwn
    ? REFERENCES.filter((r) => r.parent === parent).flatMap((r) => [r.table, r.column, r.onDelete])
    : [];
  return parent === 'agents' ? [...UPLOAD_ROWS_OF_AGENTS, ...own] : own;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setReleaseTrigger(db: Kysely<any>, parent: Reference['parent'], triples: string[]) {
  await sql`drop trigger if exists ${sql.id(`${parent}_release_references`)} on ${sql.table(parent)}`.execute(db);
  if (!triples.length) return;
  await sql`create trigger ${sql.id(`${parent}_release_references`)} after delete on ${sql.table(parent)}
    referencing old table as old_rows for each statement
    execute function agentledger_release_references(${args(triples)})`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Migration 16's function, with 'restrict': a parent still referenced is not deleted.
  await sql`create or replace function agentledger_release_references() returns trigger language plpgsql as $fn$
    declare
      i int := 0;
      used boolean;
    begin
      while i < tg_nargs loop
        if tg_argv[i + 2] = 'cascade' then
          execute format('delete from %I where %I in (select id from old_rows)', tg_argv[i], tg_argv[i + 1]);
        elsif tg_argv[i + 2] = 'restrict' then
          execute format('select exists (select 1 from %I where %I in (select id from old_rows))', tg_argv[i], tg_argv[i + 1])
            into used;
          if used then
            raise foreign_key_violation using
              message = format('update or delete on table "%s" violates foreign key constraint "%s_%s_fkey" on table "%s"',
                               tg_table_name, tg_argv[i], tg_argv[i + 1], tg_argv[i]),
              constraint = format('%s_%s_fkey', tg_argv[i], tg_argv[i + 1]),
              table = tg_argv[i];
          end if;
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
  await setReleaseTrigger(db, 'agents', releaseTriples('agents', true));
  await setReleaseTrigger(db, 'carriers', releaseTriples('carriers', true));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await setReleaseTrigger(db, 'carriers', releaseTriples('carriers', false));
  await setReleaseTrigger(db, 'agents', releaseTriples('agents', false));
  for (const table of CHILD_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_references_insert`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_references_update`)} on ${sql.table(table)}`.execute(db);
  }
  for (const { table, column, parent, onDelete } of REFERENCES) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_${column}_fkey`)}
      foreign key (${sql.ref(column)}) references ${sql.table(parent)} (id) on delete ${sql.raw(onDelete)}`.execute(db);
  }
}
