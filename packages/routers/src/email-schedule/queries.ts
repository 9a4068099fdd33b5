import { sql, type Kysely } from 'kysely';
import type { DB, EmailScheduleRow } from '../db/types';
import type { ScheduleWithTemplate } from './mapper';

export function selectSchedules(db: Kysely<DB>) {
  return db
    .selectFrom('email_schedules as s')
    .innerJoin('email_templates as t', 't.id', 's.template_id')
    .selectAll('s')
    .select('t.name as template_name');
}

export async function findSchedule(db: Kysely<DB>, id: number): Promise<ScheduleWithTemplate | undefined> {
  return selectSchedules(db).where('s.id', '=', id).executeTakeFirst();
}

/**
 * The first run after now, keeping the schedule's weekday/day of month and time: a run missed
 * while no server was up runs once, and the next one falls in the future, not once per missed period.
 */
const NEXT_RUN_AFTER_NOW = sql<Date>`case s.frequency
  when 'monthly' then (
    select min(s.next_run_at + make_interval(months => m)) from generate_series(
      (extract(year from age(now(), s.next_run_at)) * 12 + extract(month from age(now(), s.next_run_at)))::int,
      (extract(year from age(now(), s.next_run_at)) * 12 + extract(month from age(now(), s.next_run_at)))::int + 2
    ) as m where s.next_run_at + make_interval(months => m) > now())
  else s.next_run_at + make_interval(days => p.days * (floor(extract(epoch from now() - s.next_run_at) / (p.days * 86400))::int + 1))
  end`;

/**
 * Claims one due schedule of an active template, atomically: the row is locked (others skip it) and
 * the UPDATE re-checks that it is still enabled and due, so two processes never run the same run.
 */
export async function claimDueSchedule(db: Kysely<DB>): Promise<EmailScheduleRow | undefined> {
  const { rows } = await sql<EmailScheduleRow>`
    update email_schedules s
    set next_run_at = ${NEXT_RUN_AFTER_NOW}, last_run_at = now(), updated_at = now()
    from (select x.id, case x.frequency when 'weekly' then 7 else 14 end as days
          from email_schedules x join email_templates t on t.id = x.template_id and t.active
          where x.enabled and x.next_run_at <= now()
          order by x.next_run_at, x.id limit 1
          for update of x skip locked) p
    where s.id = p.id and s.enabled and s.next_run_at <= now()
    returning s.*`.execute(db);
  return rows[0];
}
