import { sql, type RawBuilder } from 'kysely';
import { debtColumn } from './open-debt';

/**
 * An aggregate: the open total of the group, credits included (SPEC section 3: an agent's total
 * debt is the sum of their debt amounts). Summed as numeric in SQL, so cents stay exact; null when
 * the group has no rows. Use over rows already limited to open debts (`isOpenDebt`).
 */
export const openTotal = (alias?: string): RawBuilder<string | null> =>
  sql<string | null>`sum(${debtColumn(alias, 'amount')})`;
