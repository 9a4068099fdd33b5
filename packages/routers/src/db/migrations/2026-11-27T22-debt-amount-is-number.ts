import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's numeric holds 'NaN', and a NaN balance stops every list that sums it (their answers
 * no longer validate). No path writes one on purpose; an amount read wrongly (the import once read
 * "-.50" as NaN) is now refused by the database as well. A NaN already stored is no amount that was
 * read: it becomes 0.00 and the debt is closed (status paid), as a cleared debt is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update debts set amount = 0, status = 'paid', updated_at = now() where amount = 'NaN'`.execute(db);
  await sql`alter table debts add constraint debts_amount_is_number check (amount <> 'NaN')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table debts drop constraint debts_amount_is_number`.execute(db);
}
