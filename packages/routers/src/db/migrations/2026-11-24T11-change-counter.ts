import { sql, type Kysely } from 'kysely';

/**
 * A change counter (issue 14): every statement that writes what staff see bumps one sequence, so
 * another browser learns within seconds that something changed by reading a single number
 * (`GET /api/changes`), without scanning anything. Statement-level triggers: an import of 100,000
 * rows bumps it a handful of times, not 100,000. Access bookkeeping (sessions, API key use, attempt
 * limits, idempotency keys) is left out: it changes on every request and nobody sees it.
 */
const WATCHED_TABLES = [
  'agents',
  'debts',
  'carriers',
  'writing_numbers',
  'file_uploads',
  'upload_rows',
  'match_decisions',
  'email_history',
  'email_templates',
  'email_schedules',
  'email_jobs',
  'settings',
  'report_layouts',
  'roster_layouts',
  'api_keys',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence agentledger_changes`.execute(db);
  await sql`create function agentledger_bump_changes() returns trigger language plpgsql as $fn$
    begin
      perform nextval('agentledger_changes');
      return null;
    end
  $fn$`.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`create trigger ${sql.id(`${table}_changes`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function agentledger_bump_changes()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_changes`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists agentledger_bump_changes()`.execute(db);
  await sql`drop sequence if exists agentledger_changes`.execute(db);
}
