import {
  defaultTemplateName,
  TEMPLATE_TEXT_REQUIRED,
  type TEmailTemplateInput,
  type TEmailTemplateUpdate,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB, EmailTemplateRow } from '../db/types';
import { badRequest, notFound } from '../errors';
import { toEmailTemplate } from './mapper';
import { assertCarrierFitsSchedules, assertTemplateUnused } from './usage';

/** A template as it will be stored, after defaults: every rule is checked on this. */
type TemplateValues = {
  name: string;
  carrierId: number | null;
  debtAgeMin: number;
  debtAgeMax: number;
  subject: string;
  body: string;
  active: boolean;
};

/** Checks every rule; returns the template's carrier (null: all carriers). */
async function assertValid(db: Kysely<DB>, values: TemplateValues) {
  if (!values.subject || !values.body) throw badRequest(TEMPLATE_TEXT_REQUIRED);
  if (values.debtAgeMin > values.debtAgeMax) {
    throw badRequest(`Debt age minimum (${values.debtAgeMin}) must not be above the maximum (${values.debtAgeMax})`);
  }
  if (values.carrierId === null) return null;
  const carrier = await db
    .selectFrom('carriers')
    .select(['id', 'name'])
    .where('id', '=', values.carrierId)
    .executeTakeFirst();
  if (!carrier) throw badRequest(`Carrier ${values.carrierId} does not exist`);
  return carrier;
}

function toColumns(values: TemplateValues) {
  return {
    name: values.name,
    carrier_id: values.carrierId,
    debt_age_min: values.debtAgeMin,
    debt_age_max: values.debtAgeMax,
    subject: values.subject,
    body: values.body,
    active: values.active,
  };
}

export async function listEmailTemplates(db: Kysely<DB>) {
  const rows = await db.selectFrom('email_templates').selectAll().orderBy('debt_age_min').orderBy('id').execute();
  return rows.map(toEmailTemplate);
}

export async function createEmailTemplate(db: Kysely<DB>, input: TEmailTemplateInput) {
  const values: TemplateValues = {
    name: input.name || defaultTemplateName(input.debtAgeMin, input.debtAgeMax),
    carrierId: input.carrierId ?? null,
    debtAgeMin: input.debtAgeMin,
    debtAgeMax: input.debtAgeMax,
    subject: input.subject ?? '',
    body: input.body ?? '',
    active: input.active,
  };
  await assertValid(db, values);
  const row = await db.insertInto('email_templates').values(toColumns(values)).returningAll().executeTakeFirstOrThrow();
  return toEmailTemplate(row);
}

/**
 * The template, locked until the transaction ends: a schedule created or changed meanwhile (which
 * reads its template FOR SHARE) either comes before and is seen, or after and sees the change.
 */
async function lockTemplateRow(db: Kysely<DB>, id: number): Promise<EmailTemplateRow> {
  const row = await db.selectFrom('email_templates').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Email template', id);
  return row;
}

const sameValues = (values: TemplateValues, row: EmailTemplateRow) =>
  Object.entries(toColumns(values)).every(([column, value]) => row[column as keyof EmailTemplateRow] === value);

/**
 * Only the fields given change; the merged template must still be valid, and its carrier must fit
 * the schedules that use it (409 otherwise). A PUT that changes nothing answers the template as it
 * is, its updatedAt untouched.
 */
export async function updateEmailTemplate(db: Kysely<DB>, id: number, input: TEmailTemplateUpdate) {
  return db.transaction().execute(async (trx) => {
    const current = await lockTemplateRow(trx, id);
    const values: TemplateValues = {
      name: input.name || current.name,
      carrierId: input.carrierId === undefined ? current.carrier_id : input.carrierId,
      debtAgeMin: input.debtAgeMin ?? current.debt_age_min,
      debtAgeMax: input.debtAgeMax ?? current.debt_age_max,
      subject: input.subject ?? current.subject,
      body: input.body ?? current.body,
      active: input.active ?? current.active,
    };
    const carrier = await assertValid(trx, values);
    if (sameValues(values, current)) return toEmailTemplate(current);
    if (carrier && carrier.id !== current.carrier_id) await assertCarrierFitsSchedules(trx, id, carrier);
    const row = await trx
      .updateTable('email_templates')
      .set({ ...toColumns(values), updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEmailTemplate(row);
  });
}

/**
 * A template no schedule and no queued send uses (409 otherwise). Notices already sent keep their
 * subject and text; their link to the template is cleared by the database.
 */
export async function deleteEmailTemplate(db: Kysely<DB>, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await lockTemplateRow(trx, id);
    await assertTemplateUnused(trx, id);
    await trx.deleteFrom('email_templates').where('id', '=', id).execute();
    return toEmailTemplate(row);
  });
}
