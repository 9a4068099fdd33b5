import type { TEmailTemplate } from '@agentledger/schema';
import type { EmailTemplateRow } from '../db/types';
import { isoAt } from '../db/convert';

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
    createdAt: isoAt(row.created_at),
    updatedAt: isoAt(row.updated_at),
  };
}
