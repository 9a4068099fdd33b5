import { sql, type Kysely } from 'kysely';

/**
 * A carrier's saved report layout says how its reports write names without a comma: 'detect' (from
 * the people the names match, as before), 'first-last' or 'last-first' (staff said so, for a carrier
 * whose reports name people not known yet). Layouts saved before keep detecting.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table report_layouts add column name_order text not null default 'detect'
    check (name_order in ('detect', 'first-last', 'last-first'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table report_layouts drop column name_order`.execute(db);
}
