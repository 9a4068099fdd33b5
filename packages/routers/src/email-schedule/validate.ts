import type { TScheduleFrequency } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB, EmailTemplateRow } from '../db/types';
import { badRequest } from '../errors';
import { assertNoUnknownPlaceholders } from '../email/template-checks';

/** A schedule as it will be stored, after defaults: every rule is checked on this. */
export type ScheduleValues = {
  templateId: number;
  frequency: TScheduleFrequency;
  carrierId: number | null;
  debtAgeMin: number;
  debtAgeMax: number;
  ccUpline: boolean;
  enabled: boolean;
  nextRunAt: Date;
};

/** How far in the past a first run may be and still be taken as "now": clocks differ a little. */
export const RUN_AT_GRACE_MS = 60_000;

/**
 * The schedule's template, read FOR SHARE: a change of its carrier, or its deletion (both lock it
 * FOR UPDATE and look at its schedules), waits for this schedule to be saved, and so sees it.
 */
export async function templateOf(db: Kysely<DB>, templateId: number): Promise<EmailTemplateRow> {
  const row = await db
    .selectFrom('email_templates')
    .selectAll()
    .where('id', '=', templateId)
    .forShare()
    .executeTakeFirst();
  if (!row) throw badRequest(`Email template ${templateId} does not exist`);
  return row;
}

/** A first run given by the caller must not be past (it would send at once); a minute's grace for clocks. */
export function assertRunAtAhead(nextRunAt: Date) {
  if (nextRunAt.getTime() < Date.now() - RUN_AT_GRACE_MS) {
    throw badRequest(`nextRunAt (${nextRunAt.toISOString()}) is in the past: the first run must be from now on`);
  }
}

/**
 * The rules of a schedule. With `sendable`, also that its template can be sent as the schedule
 * would send it: a template made for one carrier runs for that carrier only, and a template with a
 * `{name}` that is no variable is not sent at all. (A schedule being switched off skips these, so it
 * can always be switched off.)
 */
export async function assertValid(
  db: Kysely<DB>,
  values: ScheduleValues,
  template: EmailTemplateRow,
  sendable: boolean,
) {
  if (values.debtAgeMin > values.debtAgeMax) {
    throw badRequest(`Debt age minimum (${values.debtAgeMin}) must not be above the maximum (${values.debtAgeMax})`);
  }
  if (values.carrierId !== null) {
    const carrier = await db.selectFrom('carriers').select('id').where('id', '=', values.carrierId).executeTakeFirst();
    if (!carrier) throw badRequest(`Carrier ${values.carrierId} does not exist`);
  }
  if (!sendable) return;
  // A template made for one carrier names that carrier's debt: its schedule runs for that carrier only.
  if (template.carrier_id !== null && values.carrierId !== template.carrier_id) {
    throw badRequest(
      `Template ${template.id} is for carrier ${template.carrier_id}: a schedule of it runs for that carrier only ` +
        `(carrierId ${template.carrier_id}), not for ${values.carrierId === null ? 'all carriers' : `carrier ${values.carrierId}`}`,
    );
  }
  assertNoUnknownPlaceholders(template, 'the schedule was not saved');
}

export function toColumns(values: ScheduleValues) {
  return {
    template_id: values.templateId,
    frequency: values.frequency,
    carrier_id: values.carrierId,
    debt_age_min: values.debtAgeMin,
    debt_age_max: values.debtAgeMax,
    cc_upline: values.ccUpline,
    enabled: values.enabled,
    next_run_at: values.nextRunAt,
  };
}
