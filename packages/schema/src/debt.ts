import { z } from 'zod';
import { ZId, ZListPageFields, ZMoney, ZOptionalText } from './common';
import { ZDebtStatus } from './enums';

/** A debt an agent record owes a carrier; `debtAge` is today − incurredOn, computed in SQL, never stored. */
export const ZDebt = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  carrierId: z.number().int(),
  amount: z.number(),
  debtAge: z.number().int(),
  status: ZDebtStatus,
  notes: z.string().nullable(),
  incurredOn: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TDebt = z.infer<typeof ZDebt>;

/** Days since the debt was incurred; 36,500 (a century) keeps the date arithmetic in range. */
export const ZDebtAgeDays = z
  .number({ message: 'must be a number of days' })
  .int('must be a whole number of days')
  .min(0, 'must not be negative')
  .max(36500, 'is too large');

/** GET /api/debts filters (combined with "and"), paged by `limit`/`offset` in id order. */
export const ZDebtListInput = z
  .object({ agentId: ZId.optional(), carrierId: ZId.optional(), status: ZDebtStatus.optional(), ...ZListPageFields })
  .optional();
export type TDebtListInput = z.infer<typeof ZDebtListInput>;

/** What staff type for a debt, on create and (each optional) on update. */
const ZDebtFields = z.object({ amount: ZMoney, status: ZDebtStatus, notes: ZOptionalText });

export const ZDebtCreateInput = ZDebtFields.extend({
  agentId: ZId,
  carrierId: ZId,
  status: ZDebtStatus.default('outstanding'),
  /** The debt was incurred this many days ago (0 = today, the default). */
  debtAge: ZDebtAgeDays.nullish(),
});
export type TDebtCreateInput = z.infer<typeof ZDebtCreateInput>;

export const ZDebtUpdateInput = ZDebtFields.partial();
export type TDebtUpdateInput = z.infer<typeof ZDebtUpdateInput>;

export const ZClearDebtsResult = z.object({ deleted: z.number().int() });

/**
 * SPEC section 4: on the edit save a debt is outstanding when its amount is above 0 and paid
 * when it is 0. A credit (below 0) is still an open balance, in the agent's favour: outstanding.
 */
export function debtStatusForAmount(amount: number): 'outstanding' | 'paid' {
  return amount === 0 ? 'paid' : 'outstanding';
}
