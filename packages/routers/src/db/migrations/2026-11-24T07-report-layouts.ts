import { sql, type Kysely } from 'kysely';

/** One saved report layout per carrier (mapped once by staff), removed with its carrier. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_layouts')
    .addColumn('carrier_id', 'integer', (c) => c.primaryKey().references('carriers.id').onDelete('cascade'))
    .addColumn('sheet', 'text')
    .addColumn('header_row', 'integer', (c) => c.notNull())
    .addColumn('header_rows', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('headers', 'jsonb', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('amount_sign', 'text', (c) => c.notNull().defaultTo('owed-positive'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_layouts').ifExists().execute();
}
