import { sql, type Kysely } from 'kysely';

/**
 * The agency's saved agent-list (roster) layout: one row (id 1), the same shape as a carrier's report
 * layout — header row, headers, field → header — for rosters whose headers the product cannot read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roster_layouts')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('header_row', 'integer', (c) => c.notNull())
    .addColumn('header_rows', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('headers', 'jsonb', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('roster_layouts').ifExists().execute();
}
