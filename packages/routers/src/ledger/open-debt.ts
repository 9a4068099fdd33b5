import { PAID_DEBT_STATUS } from '@agentledger/schema';
import { sql, type RawBuilder } from 'kysely';

/** A column of the debts row under `alias` (no alias: the bare column name). */
export const debtColumn = (alias: string | undefined, name: 'status' | 'amount' | 'incurred_on') =>
  sql.ref(alias ? `${alias}.${name}` : name);

/**
 * The one rule for what is owed: a debt is open in every status but paid (outstanding, active,
 * terminated), and a negative open amount is a credit in the agent's favour. Written as
 * `status <> 'paid'` with the status inlined (not a parameter), so PostgreSQL can serve it from the
 * partial index `debts_open_idx`, whose predicate it is.
 */
export const isOpenDebt = (alias?: string): RawBuilder<boolean> =>
  sql<boolean>`${debtColumn(alias, 'status')} <> ${sql.lit(PAID_DEBT_STATUS)}`;
