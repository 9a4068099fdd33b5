import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isOpenDebt } from '../../ledger/open-debt';

/**
 * Open balances kept current (issue 15): one row per agent record and carrier with open debt — the
 * numeric total of its open amounts (credits included), the day of its oldest open debt and how
 * many open debts it has. Statement-level triggers on `debts` keep it in the same transaction as
 * every write (an edit, an import of 100,000 rows, an undo, clear-all, an agent's deletion), so the
 * figures read it instead of summing every debt, and it cannot drift from the debts table.
 *
 * A trigger recomputes each pair a statement touched from the debts themselves, after locking the
 * pair's row: two transactions writing one agent's debts at once wait for each other, and the
 * second recomputes in a later statement, whose snapshot includes the first's committed rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table debt_balances (
    agent_id integer not null,
    carrier_id integer not null,
    total numeric(16,2) not null,
    oldest_on date not null,
    open_count integer not null,
    primary key (agent_id, carrier_id)
  )`.execute(db);
  await sql`create index debt_balances_carrier_idx on debt_balances (carrier_id)`.execute(db);

  await createBalanceTriggers(db);

  await sql`insert into debt_balances (agent_id, carrier_id, total, oldest_on, open_count)
    select agent_id, carrier_id, sum(amount), min(incurred_on), count(*)
    from debts where ${isOpenDebt()} group by agent_id, carrier_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'delete', 'update', 'truncate']) await dropBalanceTrigger(db, event);
  await sql`drop function if exists agentledger_refresh_balances(jsonb)`.execute(db);
  await sql`drop table if exists debt_balances`.execute(db);
}

/**
 * The triggers as this migration made them (a jsonb list of pairs, recomputed pair by pair); kept
 * as a function so that the migration replacing them can put them back on its way down.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createBalanceTriggers(db: Kysely<any>): Promise<void> {
  // Recompute the given pairs: lock (creating where missing), then sum afresh, then drop emptied ones.
  // Every step joins the pairs as a set (a row-value IN over the json elements was planned as nested
  // loops: 3.7 s instead of 0.2 s for an import that clears 33,000 debts).
  const pairs = sql.raw(`(select distinct (e->>0)::integer as agent_id, (e->>1)::integer as carrier_id
    from jsonb_array_elements(pairs) e)`);
  await sql`create function agentledger_refresh_balances(pairs jsonb) returns void language plpgsql as $fn$
    begin
      insert into debt_balances (agent_id, carrier_id, total, oldest_on, open_count)
        select p.agent_id, p.carrier_id, 0, current_date, 0 from ${pairs} p order by 1, 2
        on conflict do nothing;
      perform 1 from debt_balances b join ${pairs} p on b.agent_id = p.agent_id and b.carrier_id = p.carrier_id
        order by b.agent_id, b.carrier_id for update of b;
      -- A new statement, so a new snapshot: it sees what a transaction we waited for committed.
      update debt_balances b
        set total = coalesce(s.total, 0), oldest_on = coalesce(s.oldest_on, current_date), open_count = coalesce(s.n, 0)
        from ${pairs} p
        left join lateral (
          select sum(d.amount) as total, min(d.incurred_on) as oldest_on, count(*) as n
          from debts d
          where d.agent_id = p.agent_id and d.carrier_id = p.carrier_id and ${isOpenDebt('d')}
        ) s on true
        where b.agent_id = p.agent_id and b.carrier_id = p.carrier_id;
      delete from debt_balances b using ${pairs} p
        where b.agent_id = p.agent_id and b.carrier_id = p.carrier_id and b.open_count = 0;
    end
  $fn$`.execute(db);

  for (const [event, tables, source] of [
    ['insert', 'new table as changed_new', 'select agent_id, carrier_id from changed_new'],
    ['delete', 'old table as changed_old', 'select agent_id, carrier_id from changed_old'],
    [
      'update',
      'old table as changed_old new table as changed_new',
      'select agent_id, carrier_id from changed_old union select agent_id, carrier_id from changed_new',
    ],
  ] as const) {
    await createBalanceTrigger(
      db,
      event,
      tables,
      sql`perform agentledger_refresh_balances(
          (select coalesce(jsonb_agg(jsonb_build_array(agent_id, carrier_id)), '[]'::jsonb) from (${sql.raw(source)}) s));`,
    );
  }
  await sql`create function agentledger_balances_after_truncate() returns trigger language plpgsql as $fn$
    begin
      delete from debt_balances;
      return null;
    end
  $fn$`.execute(db);
  await sql`create trigger debts_balances_truncate after truncate on debts
    for each statement execute function agentledger_balances_after_truncate()`.execute(db);
}

/**
 * A balance trigger on debts: its function, whose plpgsql `body` reads the statement's transition
 * `tables`, and the statement-level trigger that runs it after `event`.
 */
export async function createBalanceTrigger(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  event: 'insert' | 'delete' | 'update',
  tables: string,
  body: RawBuilder<unknown>,
): Promise<void> {
  await sql`create function ${sql.raw(`agentledger_balances_after_${event}`)}() returns trigger language plpgsql as $fn$
    begin
      ${body}
      return null;
    end
  $fn$`.execute(db);
  await sql`create trigger ${sql.raw(`debts_balances_${event}`)} after ${sql.raw(event)} on debts
    referencing ${sql.raw(tables)}
    for each statement execute function ${sql.raw(`agentledger_balances_after_${event}`)}()`.execute(db);
}

/** Drops a balance trigger on debts and its function. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropBalanceTrigger(db: Kysely<any>, event: string): Promise<void> {
  await sql`drop trigger if exists ${sql.raw(`debts_balances_${event}`)} on debts`.execute(db);
  await sql`drop function if exists ${sql.raw(`agentledger_balances_after_${event}`)}()`.execute(db);
}
