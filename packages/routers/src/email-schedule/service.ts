import type {
  TEmailSchedule,
  TEmailScheduleInput,
  TEmailScheduleUpdate,
  TScheduleFrequency,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB, EmailScheduleRow } from '../db/types';
import { notFound } from '../errors';
import { enqueueJob } from '../email/jobs';
import { selectCandidateAgentIds } from '../email/candidates';
import { toEmailSchedule } from './mapper';
import { claimDueSchedule, findSchedule, selectSchedules } from './queries';
import { assertRunAtAhead, assertValid, templateOf, toColumns, type ScheduleValues } from './validate';

/** One period after `from`: the default first run of a new schedule. */
export function addPeriod(from: Date, frequency: TScheduleFrequency): Date {
  const next = new Date(from);
  if (frequency === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCDate(next.getUTCDate() + (frequency === 'weekly' ? 7 : 14));
  return next;
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

/**
 * Range and carrier default to the template's; the first run to one period from now (a first run
 * given must be a moment from now on). The template must be sendable as the schedule would send it.
 */
export async function createSchedule(db: Kysely<DB>, input: TEmailScheduleInput): Promise<TEmailSchedule> {
  if (input.nextRunAt) assertRunAtAhead(input.nextRunAt);
  const id = await db.transaction().execute(async (trx) => {
    const template = await templateOf(trx, input.templateId);
    const values: ScheduleValues = {
      templateId: template.id,
      frequency: input.frequency,
      carrierId: input.carrierId === undefined ? template.carrier_id : input.carrierId,
      debtAgeMin: input.debtAgeMin ?? template.debt_age_min,
      debtAgeMax: input.debtAgeMax ?? template.debt_age_max,
      ccUpline: input.ccUpline,
      enabled: input.enabled,
      nextRunAt: input.nextRunAt ?? addPeriod(new Date(), input.frequency),
    };
    await assertValid(trx, values, template, true);
    const row = await trx
      .insertInto('email_schedules')
      .values(toColumns(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return getSchedule(db, id);
}

const sameValues = (values: ScheduleValues, row: EmailScheduleRow) =>
  Object.entries(toColumns(values)).every(([column, value]) => {
    const stored = row[column as keyof EmailScheduleRow];
    // Timestamps compared as moments (a driver may hand them over as text).
    return value instanceof Date ? new Date(stored as Date | string).getTime() === value.getTime() : stored === value;
  });

/**
 * Only the fields given change; the merged schedule must still be valid. Switching a schedule off is
 * always taken: the template's fit is checked only for a schedule that stays (or is switched) on, or
 * whose template or carrier the change names. A new nextRunAt must be from now on; the stored one sent
 * back unchanged is fine. A PUT that changes nothing leaves updatedAt as it is.
 */
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
      nextRunAt: input.nextRunAt ?? new Date(current.next_run_at),
    };
    if (values.nextRunAt.getTime() !== new Date(current.next_run_at).getTime()) assertRunAtAhead(values.nextRunAt);
    const sendable = values.enabled || input.templateId !== undefined || input.carrierId !== undefined;
    await assertValid(trx, values, template, sendable);
    if (sameValues(values, current)) return id;
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
