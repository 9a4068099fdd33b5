import { sql, type RawBuilder } from 'kysely';
import { oldestDebtAge } from './age';
import { isOpenDebt } from './open-debt';
import { openTotal } from './total';

export type OpenBalancesOptions = {
  /** One row per agent record and carrier instead of one per agent record. */
  byCarrier?: boolean;
  /** A further condition on the debts (e.g. some agent records, one carrier); all open debts when unset. */
  where?: RawBuilder<unknown>;
};

/**
 * A subquery of open balances per agent record (and carrier): `agent_id`[, `carrier_id`], `total`
 * (the numeric sum of the open amounts, credits included), `age` (days since the oldest open debt,
 * negative for one dated in the future) and `oldest_on` (the day of the oldest). Only groups with
 * open debt appear; a balance of 0 or below is the caller's to keep or drop.
 */
export function openBalances({ byCarrier = false, where }: OpenBalancesOptions = {}): RawBuilder<unknown> {
  const keys = byCarrier ? sql`agent_id, carrier_id` : sql`agent_id`;
  return sql`
    select ${keys}, ${openTotal()} as total, ${oldestDebtAge()} as age, min(incurred_on) as oldest_on
    from debts where ${isOpenDebt()} and ${where ?? sql`true`}
    group by ${keys}`;
}
