import type { Kysely } from 'kysely';

/**
 * Access-code attempts counted per fixed window and bucket ("address:<ip>" per minute, "all" per
 * hour), in PostgreSQL so that every server process shares the limits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('code_attempts')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('code_attempts_pkey', ['bucket', 'window_start'])
    .execute();
  await db.schema.createIndex('code_attempts_window_idx').on('code_attempts').column('window_start').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_attempts').ifExists().execute();
}
