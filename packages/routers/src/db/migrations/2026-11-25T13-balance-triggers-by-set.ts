import { sql, type Kysely } from 'kysely';
import { isOpenDebt } from '../../ledger/open-debt';
import { createBalanceTrigger, createBalanceTriggers, dropBalanceTrigger } from './2026-11-25T12-debt-balances';

const EVENTS = [
  ['insert', 'new table as changed_new', 'select distinct agent_id, carrier_id from changed_new'],
  ['delete', 'old table as changed_old', 'select distinct agent_id, carrier_id from changed_old'],
  [
    'update',
    'old table as changed_old new table as changed_new',
    'select agent_id, carrier_id from changed_old union select agent_id, carrier_id from changed_new',
  ],
] as const;

/**
 * The balance triggers of T12, made cheaper for large statements (issue 15): an import that writes
 * 20,000 debts spent half its debt write in them. Each trigger now reads its transition table
 * directly (no jsonb list to build and take apart), sums the touched pairs' open debts as one
 * grouped join, and writes each pair once:
 * 1. upsert every touched pair with its sums, in key order: this also locks the pair's row, so two
 *    transactions writing one agent's debts wait for each other (the order avoids deadlocks);
 * 2. in a new statement, hence a new snapshot that sees what a transaction we waited for
 *    committed, sum again and write only the pairs whose figures changed (none, unless we waited);
 * 3. drop the pairs with no open debt left.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await dropTriggers(db);
  await createSetBalanceTriggers(db, { owedSince: false });
}

/**
 * The triggers of this migration; with `owedSince` (T15) they also keep the day of each pair's
 * oldest open debt that is owed (amount above 0). `events` makes only some of them; with
 * `emptiedByKey` (T29) step 3 finds the emptied pairs by their keys (see that migration).
 */
export async function createSetBalanceTriggers(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  {
    owedSince,
    events = ['insert', 'delete', 'update'],
    emptiedByKey = false,
  }: { owedSince: boolean; events?: readonly (typeof EVENTS)[number][0][]; emptiedByKey?: boolean },
) {
  const owed = (text: string) => sql.raw(owedSince ? text : '');
  for (const [event, tables, source] of EVENTS.filter(([event]) => events.includes(event))) {
    const dropEmptied = emptiedByKey
      ? sql`delete from debt_balances b
          using (select z.agent_id, z.carrier_id from (${sql.raw(source)}) p
                 cross join lateral (select z.agent_id, z.carrier_id from debt_balances z
                                     where z.agent_id = p.agent_id and z.carrier_id = p.carrier_id and z.open_count = 0
                                     limit 1) z) e
          where b.agent_id = e.agent_id and b.carrier_id = e.carrier_id;`
      : sql`delete from debt_balances b using (${sql.raw(source)}) p
          where b.agent_id = p.agent_id and b.carrier_id = p.carrier_id and b.open_count = 0;`;
    const sums = sql`pairs as (${sql.raw(source)}),
      sums as (select d.agent_id, d.carrier_id, sum(d.amount) as total, min(d.incurred_on) as oldest_on, count(*) as n
                      ${owed(', min(d.incurred_on) filter (where d.amount > 0) as owed_since')}
               from debts d join pairs q on q.agent_id = d.agent_id and q.carrier_id = d.carrier_id
               where ${isOpenDebt('d')}
               group by d.agent_id, d.carrier_id),
      figures as (select p.agent_id, p.carrier_id, coalesce(s.total, 0) as total,
                         coalesce(s.oldest_on, current_date) as oldest_on, coalesce(s.n, 0) as open_count
                         ${owed(', s.owed_since')}
                  from pairs p left join sums s on s.agent_id = p.agent_id and s.carrier_id = p.carrier_id)`;
    await createBalanceTrigger(
      db,
      event,
      tables,
      sql`with ${sums}
        insert into debt_balances (agent_id, carrier_id, total, oldest_on, open_count ${owed(', owed_since')})
          select agent_id, carrier_id, total, oldest_on, open_count ${owed(', owed_since')}
          from figures order by agent_id, carrier_id
          on conflict (agent_id, carrier_id) do update
            set total = excluded.total, oldest_on = excluded.oldest_on, open_count = excluded.open_count
                ${owed(', owed_since = excluded.owed_since')};
        with ${sums}
        update debt_balances b set total = f.total, oldest_on = f.oldest_on, open_count = f.open_count
                                   ${owed(', owed_since = f.owed_since')}
          from figures f
          where b.agent_id = f.agent_id and b.carrier_id = f.carrier_id
            and (b.total, b.oldest_on, b.open_count ${owed(', b.owed_since')})
              is distinct from (f.total, f.oldest_on, f.open_count ${owed(', f.owed_since')});
        ${dropEmptied}`,
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db);
  await dropBalanceTrigger(db, 'truncate');
  await createBalanceTriggers(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropTriggers(db: Kysely<any>): Promise<void> {
  for (const [event] of EVENTS) await dropBalanceTrigger(db, event);
  await sql`drop function if exists agentledger_refresh_balances(jsonb)`.execute(db);
}
