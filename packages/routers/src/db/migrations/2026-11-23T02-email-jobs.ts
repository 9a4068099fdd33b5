import { sql, type Kysely } from 'kysely';

/**
 * Send schedules and background send jobs. Both live in PostgreSQL so that any number of server
 * processes share them: schedules are claimed with one conditional UPDATE, job items in batches
 * with FOR UPDATE SKIP LOCKED.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_schedules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('template_id', 'integer', (c) => c.notNull().references('email_templates.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('weekly', 'biweekly', 'monthly')`))
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id').onDelete('cascade'))
    .addColumn('debt_age_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debt_age_max', 'integer', (c) => c.notNull().defaultTo(999))
    .addColumn('cc_upline', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index email_schedules_due_idx on email_schedules (next_run_at) where enabled`.execute(db);

  await db.schema
    .createTable('email_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('template_id', 'integer', (c) => c.references('email_templates.id').onDelete('set null'))
    .addColumn('schedule_id', 'integer', (c) => c.references('email_schedules.id').onDelete('set null'))
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id').onDelete('set null'))
    .addColumn('cc_upline', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done')`),
    )
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('email_job_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('email_jobs.id').onDelete('cascade'))
    // No foreign key: an agent deleted while the job waits is reported as skipped, not lost.
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'claimed', 'sent', 'outbox', 'failed', 'skipped')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
  await sql`create index email_job_items_open_idx on email_job_items (id) where state in ('pending', 'claimed')`.execute(
    db,
  );
  await db.schema.createIndex('email_job_items_job_idx').on('email_job_items').columns(['job_id', 'state']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_job_items').ifExists().execute();
  await db.schema.dropTable('email_jobs').ifExists().execute();
  await db.schema.dropTable('email_schedules').ifExists().execute();
}
