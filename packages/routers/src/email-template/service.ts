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

async function assertValid(db: Kysely<DB>, values: TemplateValues) {
  if (!values.subject || !values.body) throw badRequest(TEMPLATE_TEXT_REQUIRED);
  if (values.debtAgeMin > values.debtAgeMax) {
    throw badRequest(`Debt age minimum (${values.debtAgeMin}) must not be above the maximum (${values.debtAgeMax})`);
  }
  if (values.carrierId !== null) {
    const carrier = await db.selectFrom('carriers').select('id').where('id', '=', values.carrierId).executeTakeFirst();
    if (!carrier) throw badRequest(`Carrier ${values.carrierId} does not exist`);
  }
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

async function findTemplateRow(db: Kysely<DB>, id: number): Promise<EmailTemplateRow> {
  const row = await db.selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Email template', id);
  return row;
}

/** Only the fields given change; the merged template must still be valid. */
export async function updateEmailTemplate(db: Kysely<DB>, id: number, input: TEmailTemplateUpdate) {
  return db.transaction().execute(async (trx) => {
    const current = await findTemplateRow(trx, id);
    const values: TemplateValues = {
      name: input.name || current.name,
      carrierId: input.carrierId === undefined ? current.carrier_id : input.carrierId,
      debtAgeMin: input.debtAgeMin ?? current.debt_age_min,
      debtAgeMax: input.debtAgeMax ?? current.debt_age_max,
      subject: input.subject ?? current.subject,
      body: input.body ?? current.body,
      active: input.active ?? current.active,
    };
    await assertValid(trx, values);
    const row = await trx
      .updateTable('email_templates')
      .set({ ...toColumns(values), updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEmailTemplate(row);
  });
}

/** Notices already sent keep their text; their link to the template is cleared by the database. */
export async function deleteEmailTemplate(db: Kysely<DB>, id: number) {
  const row = await db.deleteFrom('email_templates').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound('Email template', id);
  return toEmailTemplate(row);
}
