import { sql, type RawBuilder } from 'kysely';

export type OpenBalancesOptions = {
  /** One row per agent record and carrier instead of one per agent record. */
  byCarrier?: boolean;
  /** A condition on `agent_id` or `carrier_id` (some agent records, one carrier); every balance when unset. */
  where?: RawBuilder<unknown>;
};

/**
 * A subquery of open balances per agent record (and carrier): `agent_id`[, `carrier_id`], `total`
 * (the numeric sum of the open amounts, credits included), `age` (days since `oldest_on`, negative
 * for a day in the future) and `oldest_on`: the day of the oldest open debt with an amount above 0
 * (an old credit does not age a new debt), or of the oldest open credit when nothing is owed. Only
 * groups with open debt appear; a balance of 0 or below is the caller's to keep or drop.
 *
 * Read from `debt_balances`, which the debts table's triggers keep current in the same transaction
 * as every write (migration T12), so no figure sums every debt. `where` may name `agent_id` and
 * `carrier_id` only: those are the columns both tables share.
 */
/** Over rows of `debt_balances`: the day an agent's debt age counts from (see openBalances). */
export const AGED_FROM = sql`coalesce(min(owed_since), min(oldest_on))`;

export function openBalances({ byCarrier = false, where }: OpenBalancesOptions = {}): RawBuilder<unknown> {
  const keys = byCarrier ? sql`agent_id, carrier_id` : sql`agent_id`;
  return sql`
    select ${keys}, sum(total) as total, (current_date - ${AGED_FROM}) as age, ${AGED_FROM} as oldest_on
    from debt_balances where ${where ?? sql`true`}
    group by ${keys}`;
}
