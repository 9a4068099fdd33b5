import { sql, type Kysely } from 'kysely';
import { isOpenDebt } from '../../ledger/open-debt';
import { createBalanceTrigger, dropBalanceTrigger } from './2026-11-25T12-debt-balances';
import { createSetBalanceTriggers, dropTriggers } from './2026-11-25T13-balance-triggers-by-set';

/**
 * New debts only add to a pair's figures, so the insert trigger adds the statement's own open debts
 * to each pair's kept balance instead of summing every open debt of the pair again (issue 15): an
 * import's 20,000 new debts spent 0.2-0.3 s in the summing trigger, 0.08-0.1 s in this one.
 *
 * Concurrent writers stay exact: `on conflict do update` locks the pair's row and adds to its
 * latest committed figures, and a summing trigger (update, delete) that ran before us from an older
 * snapshot counts again in its second statement, after the lock it waited for. A pair's row exists
 * only while it has an open debt (the other triggers delete it at zero), so its figures are a sum,
 * a minimum and a count that new debts can only extend. `least` passes over a null `owed_since`
 * (no debt owed yet).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await dropBalanceTrigger(db, 'insert');
  await createBalanceTrigger(
    db,
    'insert',
    'new table as changed_new',
    sql`insert into debt_balances as b (agent_id, carrier_id, total, oldest_on, open_count, owed_since)
        select d.agent_id, d.carrier_id, sum(d.amount), min(d.incurred_on), count(*),
               min(d.incurred_on) filter (where d.amount > 0)
        from changed_new d
        where ${isOpenDebt('d')}
        group by d.agent_id, d.carrier_id
        order by d.agent_id, d.carrier_id
        on conflict (agent_id, carrier_id) do update
          set total = b.total + excluded.total, oldest_on = least(b.oldest_on, excluded.oldest_on),
              open_count = b.open_count + excluded.open_count, owed_since = least(b.owed_since, excluded.owed_since);`,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db);
  await createSetBalanceTriggers(db, { owedSince: true });
}
