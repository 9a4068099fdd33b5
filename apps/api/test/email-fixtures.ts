import type { Database } from '@agentledger/routers';

type Db = Database['db'];

/** Two carriers with known names (ids 1 and 2 after a reset). */
export async function insertCarriers(db: Db) {
  return db
    .insertInto('carriers')
    .values([
      { name: 'Carrier One', code: 'ONE' },
      { name: 'Carrier Two', code: 'TWO' },
    ])
    .returning(['id', 'name'])
    .execute();
}

export type AgentSeed = {
  name: string;
  agent_id?: string | null;
  carrier_id?: number | null;
  npn?: string | null;
  upline_id?: string | null;
  email?: string | null;
  status?: 'active' | 'inactive' | 'terminated';
};

export async function insertAgent(db: Db, agent: AgentSeed): Promise<number> {
  const row = await db
    .insertInto('agents')
    .values({ carrier_id: 1, ...agent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The database's today (its current_date, in its time zone) minus `days`, as YYYY-MM-DD. */
export async function dbDaysAgo(db: Db, days: number): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => eb.fn<string>('to_char', [eb.fn('now'), eb.val('YYYY-MM-DD')]).as('today'))
    .executeTakeFirstOrThrow();
  const date = new Date(`${row.today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A debt `ageDays` old by the database's own calendar, so the test cannot straddle midnight. */
export async function insertDebt(
  db: Db,
  debt: { agentId: number; carrierId?: number; amount: string; ageDays: number; status?: string },
) {
  await db
    .insertInto('debts')
    .values({
      agent_id: debt.agentId,
      carrier_id: debt.carrierId ?? 1,
      amount: debt.amount,
      status: debt.status ?? 'outstanding',
      incurred_on: await dbDaysAgo(db, debt.ageDays),
    })
    .execute();
}

export async function insertTemplate(
  db: Db,
  template: { subject: string; body: string; carrierId?: number | null; min?: number; max?: number; active?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('email_templates')
    .values({
      name: 'test template',
      subject: template.subject,
      body: template.body,
      carrier_id: template.carrierId ?? null,
      debt_age_min: template.min ?? 0,
      debt_age_max: template.max ?? 999,
      active: template.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Makes a schedule due at `at` (epoch ms; a minute ago by default), as time passing would (the API
 * takes no first run in the past): for the worker tests, which claim due runs.
 */
export async function makeScheduleDue(db: Db, scheduleId: number, at = Date.now() - 60_000) {
  await db
    .updateTable('email_schedules')
    .set({ next_run_at: new Date(at) })
    .where('id', '=', scheduleId)
    .execute();
}
