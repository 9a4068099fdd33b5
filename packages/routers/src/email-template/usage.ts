import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../errors';

/** The most schedules or jobs a message names one by one; the rest are counted. */
const NAMED_MAX = 5;

type ScheduleUse = { id: number; frequency: string; carrier_name: string | null };

/** "schedule 3 (weekly, Carrier One), schedule 5 (monthly, all carriers) and 2 more". */
function nameSchedules(schedules: readonly ScheduleUse[]): string {
  const named = schedules
    .slice(0, NAMED_MAX)
    .map((s) => `schedule ${s.id} (${s.frequency}, ${s.carrier_name ?? 'all carriers'})`);
  const more = schedules.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

const schedules = (count: number) => `${count} schedule${count === 1 ? '' : 's'}`;
const them = (count: number) => (count === 1 ? 'it' : 'them');

/**
 * The schedules of a template, with their carrier's name; with `otherThan`, only those that run for
 * another carrier than it (all carriers included): the ones a template of that carrier cannot serve.
 */
function schedulesOf(db: Kysely<DB>, templateId: number, otherThan?: number) {
  let query = db
    .selectFrom('email_schedules as s')
    .leftJoin('carriers as c', 'c.id', 's.carrier_id')
    .select(['s.id', 's.frequency', 'c.name as carrier_name'])
    .where('s.template_id', '=', templateId);
  if (otherThan !== undefined) {
    query = query.where((eb) => eb.or([eb('s.carrier_id', 'is', null), eb('s.carrier_id', '<>', otherThan)]));
  }
  return query.orderBy('s.id').execute();
}

/**
 * A template made for one carrier speaks of that carrier's debt, so its schedules run for that
 * carrier only (as creating a schedule requires). Changing the carrier of a template in use is
 * refused while a schedule runs for another carrier (or for all carriers): 409 naming them. All
 * carriers (null) fits every schedule.
 */
export async function assertCarrierFitsSchedules(
  db: Kysely<DB>,
  templateId: number,
  carrier: { id: number; name: string },
) {
  const misfits = await schedulesOf(db, templateId, carrier.id);
  if (!misfits.length) return;
  throw conflict(
    `Email template ${templateId} is used by ${schedules(misfits.length)} for another carrier than ${carrier.name}: ` +
      `${nameSchedules(misfits)}; change or delete ${them(misfits.length)} first, or keep the template's carrier. ` +
      'Nothing was changed',
  );
}

/**
 * A template its schedules use, or a send still queued with it, is kept, as a carrier in use is:
 * 409 naming them, nothing deleted (the schedules would otherwise go with it, and the queued notices
 * fail). Notices already sent keep their subject and text either way.
 */
export async function assertTemplateUnused(db: Kysely<DB>, templateId: number) {
  const used = await schedulesOf(db, templateId);
  if (used.length) {
    throw conflict(
      `Email template ${templateId} is used by ${schedules(used.length)}: ${nameSchedules(used)}; ` +
        `delete or change ${them(used.length)} first. Nothing was deleted`,
    );
  }
  const jobs = await db
    .selectFrom('email_jobs')
    .select('id')
    .where('template_id', '=', templateId)
    .where('status', '<>', 'done')
    .orderBy('id')
    .execute();
  if (jobs.length) {
    const ids = jobs.map((job) => job.id);
    const named = ids.length > NAMED_MAX ? `${ids.slice(0, NAMED_MAX).join(', ')}, …` : ids.join(', ');
    throw conflict(
      `Email template ${templateId} is used by a send still in progress (job${ids.length === 1 ? '' : 's'} ${named}); ` +
        `wait for ${them(ids.length)} to finish. Nothing was deleted`,
    );
  }
}
