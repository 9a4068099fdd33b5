import { sql, type RawBuilder } from 'kysely';
import { debtColumn } from './open-debt';

/**
 * A debt's age in whole days: today − the day it was incurred (a debt posted with `debtAge: N` was
 * incurred N days ago). A debt dated in the future is negative here; callers that show it clamp to 0.
 */
export const debtAgeDays = (alias?: string): RawBuilder<number> =>
  sql<number>`(current_date - ${debtColumn(alias, 'incurred_on')})`;

/**
 * An aggregate: the age of the oldest debt of the group with an amount above 0 (an agent's debt
 * age, SPEC section 3: an old credit does not age a new debt), or of the oldest credit when nothing
 * is owed. The same rule as `openBalances` reads from the kept balances.
 */
export const oldestDebtAge = (alias?: string): RawBuilder<number> =>
  sql<number>`coalesce(max(case when ${debtColumn(alias, 'amount')} > 0 then ${debtAgeDays(alias)} end), max(${debtAgeDays(alias)}))`;
