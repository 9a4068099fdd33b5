import { sql, type RawBuilder } from 'kysely';

export type OpenBalancesOptions = {
  /** One row per agent record and carrier instead of one per agent record. */
  byCarrier?: boolean;
  /** A condition on `agent_id` or `carrier_id` (some agent records, one carrier); every balance when unset. */
  where?: RawBuilder<unknown>;
};

/**
 * A subquery of open balances per agent record (and carrier): `agent_id`[, `carrier_id`], `total`
 * (the numeric sum of the open amounts, credits included), `age` (days since the oldest open debt,
 * negative for one dated in the future) and `oldest_on` (the day of the oldest). Only groups with
 * open debt appear; a balance of 0 or below is the caller's to keep or drop.
 *
 * Read from `debt_balances`, which the debts table's triggers keep current in the same transaction
 * as every write (migration T12), so no figure sums every debt. `where` may name `agent_id` and
 * `carrier_id` only: those are the columns both tables share.
 */
export function openBalances({ byCarrier = false, where }: OpenBalancesOptions = {}): RawBuilder<unknown> {
  const keys = byCarrier ? sql`agent_id, carrier_id` : sql`agent_id`;
  return sql`
    select ${keys}, sum(total) as total, (current_date - min(oldest_on)) as age, min(oldest_on) as oldest_on
    from debt_balances where ${where ?? sql`true`}
    group by ${keys}`;
}
