import type { TEmailSchedule, TScheduleFrequency } from '@agentledger/schema';
import type { EmailScheduleRow } from '../db/types';

export type ScheduleWithTemplate = EmailScheduleRow & { template_name: string };

export function toEmailSchedule(row: ScheduleWithTemplate): TEmailSchedule {
  return {
    id: row.id,
    templateId: row.template_id,
    templateName: row.template_name,
    frequency: row.frequency as TScheduleFrequency,
    carrierId: row.carrier_id,
    debtAgeMin: row.debt_age_min,
    debtAgeMax: row.debt_age_max,
    ccUpline: row.cc_upline,
    enabled: row.enabled,
    nextRunAt: new Date(row.next_run_at).toISOString(),
    lastRunAt: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
