import { sql, type Kysely } from 'kysely';

/**
 * The organisation's settings: one row (id 1). No row means "the defaults of the code"
 * (DEFAULT_SETTINGS in packages/schema), so the defaults live in one place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('organisation_name', 'text', (c) => c.notNull())
    .addColumn('agency_owner_name', 'text')
    .addColumn('agency_owner_npn', 'text')
    .addColumn('administrator_name', 'text', (c) => c.notNull())
    .addColumn('default_agency_name', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').ifExists().execute();
}
