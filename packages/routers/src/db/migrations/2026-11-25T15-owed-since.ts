import { sql, type Kysely } from 'kysely';
import { isOpenDebt } from '../../ledger/open-debt';
import { createSetBalanceTriggers, dropTriggers } from './2026-11-25T13-balance-triggers-by-set';

/**
 * The day of each pair's oldest open debt that is owed (amount above 0), kept with its balance
 * (issue 15): the dashboard's Pending Actions count (agents owing a debt older than 60 days with
 * no notice in 30) then reads the kept balances instead of every open debt. Null when the pair's
 * open debts are all credits or zero.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table debt_balances add column owed_since date`.execute(db);
  await sql`update debt_balances b set owed_since = s.owed_since
    from (select agent_id, carrier_id, min(incurred_on) as owed_since from debts
          where ${isOpenDebt()} and amount > 0 group by agent_id, carrier_id) s
    where b.agent_id = s.agent_id and b.carrier_id = s.carrier_id`.execute(db);
  await dropTriggers(db);
  await createSetBalanceTriggers(db, { owedSince: true });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db);
  await createSetBalanceTriggers(db, { owedSince: false });
  await sql`alter table debt_balances drop column owed_since`.execute(db);
}
