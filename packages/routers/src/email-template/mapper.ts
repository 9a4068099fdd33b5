import type { TEmailTemplate } from '@agentledger/schema';
import type { EmailTemplateRow } from '../db/types';

export function toEmailTemplate(row: EmailTemplateRow): TEmailTemplate {
  return {
    id: row.id,
    name: row.name,
    carrierId: row.carrier_id,
    debtAgeMin: row.debt_age_min,
    debtAgeMax: row.debt_age_max,
    subject: row.subject,
    body: row.body,
    active: row.active,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
