import type { TEmailSchedule, TScheduleFrequency } from '@agentledger/schema';
import type { EmailScheduleRow } from '../db/types';
import { isoAt, isoOf } from '../db/convert';

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
    nextRunAt: isoAt(row.next_run_at),
    lastRunAt: isoOf(row.last_run_at),
    createdAt: isoAt(row.created_at),
    updatedAt: isoAt(row.updated_at),
  };
}
