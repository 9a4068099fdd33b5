import { DEFAULT_TEMPLATES, defaultTemplateName } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { initDefaultCarriers } from '../carrier/service';
import type { DB } from '../db/types';

/** Any fixed number: the transaction-scoped lock that lets one initialisation at a time add templates. */
const INITIALIZE_LOCK = 7_350_001;

async function countRows(db: Kysely<DB>, table: 'carriers' | 'email_templates') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The three starter notices, one per debt age range. */
export function defaultTemplateRows() {
  return DEFAULT_TEMPLATES.map((t) => ({
    name: defaultTemplateName(t.debtAgeMin, t.debtAgeMax),
    debt_age_min: t.debtAgeMin,
    debt_age_max: t.debtAgeMax,
    subject: t.subject,
    body: t.body,
  }));
}

/** Adds the starter templates when there are none; inside a caller's transaction. */
export async function addDefaultTemplatesIfNone(trx: Kysely<DB>): Promise<number> {
  await sql`select pg_advisory_xact_lock(${INITIALIZE_LOCK})`.execute(trx);
  if ((await countRows(trx, 'email_templates')) > 0) return 0;
  await trx.insertInto('email_templates').values(defaultTemplateRows()).execute();
  return DEFAULT_TEMPLATES.length;
}

/**
 * What the dashboard calls on every load: on an empty database it creates the default carriers
 * and one template per debt age range; otherwise it changes nothing. Answers how many it created.
 * A carrier someone deleted on purpose is not brought back while other carriers exist.
 */
export async function initializeSystem(db: Kysely<DB>) {
  let carriers = 0;
  if ((await countRows(db, 'carriers')) === 0) {
    // initDefaultCarriers skips ids and codes already taken, so two first loads at once are harmless.
    carriers = (await initDefaultCarriers(db)).length;
  }
  const templates = await db.transaction().execute((trx) => addDefaultTemplatesIfNone(trx));
  return { carriers, templates };
}
