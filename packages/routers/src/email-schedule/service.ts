import type {
  TEmailSchedule,
  TEmailScheduleInput,
  TEmailScheduleUpdate,
  TScheduleFrequency,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import { enqueueJob } from '../email/jobs';
import { selectCandidateAgentIds } from '../email/candidates';
import { toEmailSchedule } from './mapper';
import { claimDueSchedule, findSchedule, selectSchedules } from './queries';

/** One period after `from`: the default first run of a new schedule. */
export function addPeriod(from: Date, frequency: TScheduleFrequency): Date {
  const next = new Date(from);
  if (frequency === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCDate(next.getUTCDate() + (frequency === 'weekly' ? 7 : 14));
  return next;
}

type ScheduleValues = {
  templateId: number;
  frequency: TScheduleFrequency;
  carrierId: number | null;
  debtAgeMin: number;
  debtAgeMax: number;
  ccUpline: boolean;
  enabled: boolean;
  nextRunAt: Date;
};

async function templateOf(db: Kysely<DB>, templateId: number) {
  const row = await db.selectFrom('email_templates').selectAll().where('id', '=', templateId).executeTakeFirst();
  if (!row) throw badRequest(`Email template ${templateId} does not exist`);
  return row;
}

async function assertValid(
  db: Kysely<DB>,
  values: ScheduleValues,
  template: { id: number; carrier_id: number | null },
) {
  if (values.debtAgeMin > values.debtAgeMax) {
    throw badRequest(`Debt age minimum (${values.debtAgeMin}) must not be above the maximum (${values.debtAgeMax})`);
  }
  if (values.carrierId !== null) {
    const carrier = await db.selectFrom('carriers').select('id').where('id', '=', values.carrierId).executeTakeFirst();
    if (!carrier) throw badRequest(`Carrier ${values.carrierId} does not exist`);
  }
  // A template made for one carrier names that carrier's debt: its schedule runs for that carrier only.
  if (template.carrier_id !== null && values.carrierId !== template.carrier_id) {
    throw badRequest(
      `Template ${template.id} is for carrier ${template.carrier_id}: a schedule of it runs for that carrier only ` +
        `(carrierId ${template.carrier_id}), not for ${values.carrierId === null ? 'all carriers' : `carrier ${values.carrierId}`}`,
    );
  }
}

function toColumns(values: ScheduleValues) {
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

async function getSchedule(db: Kysely<DB>, id: number): Promise<TEmailSchedule> {
  const row = await findSchedule(db, id);
  if (!row) throw notFound('Email schedule', id);
  return toEmailSchedule(row);
}

export async function listSchedules(db: Kysely<DB>): Promise<TEmailSchedule[]> {
  const rows = await selectSchedules(db).orderBy('s.next_run_at').orderBy('s.id').execute();
  return rows.map(toEmailSchedule);
}

/** Range and carrier default to the template's; the first run to one period from now. */
export async function createSchedule(db: Kysely<DB>, input: TEmailScheduleInput): Promise<TEmailSchedule> {
  const template = await templateOf(db, input.templateId);
  const values: ScheduleValues = {
    templateId: template.id,
    frequency: input.frequency,
    carrierId: input.carrierId === undefined ? template.carrier_id : input.carrierId,
    debtAgeMin: input.debtAgeMin ?? template.debt_age_min,
    debtAgeMax: input.debtAgeMax ?? template.debt_age_max,
    ccUpline: input.ccUpline,
    enabled: input.enabled,
    nextRunAt: input.nextRunAt ? new Date(input.nextRunAt) : addPeriod(new Date(), input.frequency),
  };
  await assertValid(db, values, template);
  const row = await db
    .insertInto('email_schedules')
    .values(toColumns(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return getSchedule(db, row.id);
}

/** Only the fields given change; the merged schedule must still be valid. */
export async function updateSchedule(db: Kysely<DB>, id: number, input: TEmailScheduleUpdate) {
  const saved = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('email_schedules')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('Email schedule', id);
    const template = await templateOf(trx, input.templateId ?? current.template_id);
    const values: ScheduleValues = {
      templateId: input.templateId ?? current.template_id,
      frequency: input.frequency ?? (current.frequency as TScheduleFrequency),
      carrierId: input.carrierId === undefined ? current.carrier_id : input.carrierId,
      debtAgeMin: input.debtAgeMin ?? current.debt_age_min,
      debtAgeMax: input.debtAgeMax ?? current.debt_age_max,
      ccUpline: input.ccUpline ?? current.cc_upline,
      enabled: input.enabled ?? current.enabled,
      nextRunAt: input.nextRunAt ? new Date(input.nextRunAt) : current.next_run_at,
    };
    await assertValid(trx, values, template);
    await trx
      .updateTable('email_schedules')
      .set({ ...toColumns(values), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return id;
  });
  return getSchedule(db, saved);
}

export async function deleteSchedule(db: Kysely<DB>, id: number): Promise<TEmailSchedule> {
  const schedule = await getSchedule(db, id);
  await db.deleteFrom('email_schedules').where('id', '=', id).execute();
  return schedule;
}

/**
 * Runs every due schedule once: each claim and the job it queues (to the agents in its range and
 * carrier right now) commit together, so a run is never lost between the two. Returns the job ids.
 */
export async function runDueSchedules(db: Kysely<DB>): Promise<number[]> {
  const jobIds: number[] = [];
  for (;;) {
    const jobId = await db.transaction().execute(async (trx) => {
      const schedule = await claimDueSchedule(trx);
      if (!schedule) return null;
      const agentIds = await selectCandidateAgentIds(trx, {
        minAge: schedule.debt_age_min,
        maxAge: schedule.debt_age_max,
        carrierId: schedule.carrier_id,
      });
      return enqueueJob(trx, {
        templateId: schedule.template_id,
        scheduleId: schedule.id,
        agentIds,
        carrierId: schedule.carrier_id,
        ccUpline: schedule.cc_upline,
      });
    });
    if (jobId === null) return jobIds;
    jobIds.push(jobId);
  }
}
