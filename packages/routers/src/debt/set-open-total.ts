import { debtStatusForAmount, PAID_DEBT_STATUS, toMoneyString } from '@agentledger/schema';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { isOpenDebt } from '../ledger';

/** Whole cents of a numeric(14,2) value as the driver gives it back ("817.22", or a number). */
const centsOf = (amount: string | number) => Math.round(Number(amount) * 100);

/**
 * Makes an agent record's open total at a carrier `amount` (the Edit Agent dialog's Debt Amount,
 * which shows that total), inside the caller's transaction. The debt that dates the balance is
 * kept and takes the whole amount: the oldest open debt above 0 (the one the agent's debt age is
 * read from, README "Debt age"), else the oldest open one, so the age is not reset. Its status
 * follows the amount (SPEC section 4: paid at 0, outstanding above). Every other open debt there
 * is closed as a report's snapshot clears one: amount 0.00, status paid, its date and notes kept.
 * Nothing is written when the total already is `amount`. False when the record has no open debt
 * at the carrier (nothing changed): the caller decides where a new debt goes.
 */
export async function setOpenTotal(
  trx: Transaction<DB>,
  place: { agentId: number; carrierId: number },
  amount: number,
): Promise<boolean> {
  const open = await trx
    .selectFrom('debts')
    .select(['id', 'amount'])
    .where('agent_id', '=', place.agentId)
    .where('carrier_id', '=', place.carrierId)
    .where(isOpenDebt())
    .orderBy(sql`amount > 0`, 'desc')
    .orderBy('incurred_on')
    .orderBy('id')
    .forUpdate()
    .execute();
  const [kept, ...others] = open;
  if (!kept) return false;
  const target = Math.round(amount * 100);
  if (open.reduce((total, debt) => total + centsOf(debt.amount), 0) === target) return true;
  await trx
    .updateTable('debts')
    .set({ amount: toMoneyString(amount), status: debtStatusForAmount(amount), updated_at: sql`now()` })
    .where('id', '=', kept.id)
    .execute();
  if (others.length > 0) {
    await trx
      .updateTable('debts')
      .set({ amount: '0.00', status: PAID_DEBT_STATUS, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        others.map((debt) => debt.id),
      )
      .execute();
  }
  return true;
}
