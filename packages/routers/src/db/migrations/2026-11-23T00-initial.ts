import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<any>, never the current DB types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('carriers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('accepts_pdf', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('agents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text')
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'inactive', 'terminated')`),
    )
    .addColumn('npn', 'text')
    .addColumn('upline', 'text')
    .addColumn('upline_id', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('first_name', 'text')
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('business_name', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Individual'))
    .addColumn('gender', 'text')
    .addColumn('agency_name', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('comp_level', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(100)
        .check(sql`comp_level between 0 and 100`),
    )
    .addColumn('soliciting_for', 'text')
    .addColumn('npn_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('Agent'))
    .addColumn('company_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('agents_npn_idx').on('agents').column('npn').execute();
  await db.schema.createIndex('agents_upline_id_idx').on('agents').column('upline_id').execute();
  await db.schema.createIndex('agents_carrier_idx').on('agents').column('carrier_id').execute();
  await sql`create index agents_name_key_idx on agents (lower(regexp_replace(name, '\\s+', ' ', 'g')))`.execute(db);

  await db.schema
    .createTable('writing_numbers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('carrier_id', 'integer', (c) => c.notNull().references('carriers.id').onDelete('restrict'))
    .addColumn('writing_number', 'text', (c) => c.notNull())
    .addColumn('writing_number_key', 'text', (c) => c.notNull())
    .addColumn('identifier_type', 'text', (c) => c.notNull().defaultTo('npn'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('writing_numbers_agent_carrier_key', ['agent_id', 'carrier_id'])
    .execute();
  await db.schema
    .createIndex('writing_numbers_lookup_idx')
    .on('writing_numbers')
    .columns(['carrier_id', 'writing_number_key'])
    .execute();

  await db.schema
    .createTable('debts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('carrier_id', 'integer', (c) => c.notNull().references('carriers.id').onDelete('restrict'))
    .addColumn('amount', sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('outstanding')
        .check(sql`status in ('outstanding', 'paid', 'active', 'terminated')`),
    )
    .addColumn('notes', 'text')
    .addColumn('incurred_on', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('debts_agent_idx').on('debts').columns(['agent_id', 'carrier_id']).execute();
  await db.schema.createIndex('debts_carrier_idx').on('debts').column('carrier_id').execute();

  await db.schema
    .createTable('email_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id').onDelete('set null'))
    .addColumn('debt_age_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debt_age_max', 'integer', (c) => c.notNull().defaultTo(999))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('email_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('template_id', 'integer', (c) => c.references('email_templates.id').onDelete('set null'))
    .addColumn('to_address', 'text')
    .addColumn('cc_address', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('sent'))
    .addColumn('error', 'text')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('email_history_agent_idx').on('email_history').columns(['agent_id', 'sent_at']).execute();

  await db.schema
    .createTable('file_uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('carrier_report'))
    .addColumn('records_processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('records_imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('summary', 'jsonb')
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sessions',
    'file_uploads',
    'email_history',
    'email_templates',
    'debts',
    'writing_numbers',
    'agents',
    'carriers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
