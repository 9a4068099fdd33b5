import { z } from 'zod';
import { ZId, ZListPageFields, ZMoney, ZOptionalText } from './common';
import { DEBT_AGE_RANGES, type DebtAgeRangeKey } from './debtAge';
import { ZDebtStatus, sortKeyOf, ZSortOrder } from './enums';
import { pastCalendarDate } from './calendarDate';

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

/**
 * The day a debt was incurred, as a debt is read back (`incurredOn`): YYYY-MM-DD or MM/DD/YYYY, a
 * real date and not in the future (a day of slack for time zones).
 */
export const ZIncurredOn = z
  .string({ message: 'must be a date (YYYY-MM-DD)' })
  .trim()
  .transform(
    pastCalendarDate({ invalid: 'is not a real date (use YYYY-MM-DD or MM/DD/YYYY)', future: 'is in the future' }),
  );

/** The columns a list of debts can be ordered by (the Debts tab's, and `sort` of GET /api/debts). */
export const DEBT_SORT_KEYS = ['id', 'agent', 'carrier', 'amount', 'age', 'status', 'notes', 'created'] as const;
export type DebtSortKey = (typeof DEBT_SORT_KEYS)[number];

/**
 * What narrows a list of debts (combined with "and"): an agent, a carrier, a status, an age range
 * (DEBT_AGE_RANGES' keys), and `search`, a case-insensitive part of the agent's name, the debt's id
 * or its notes. Ordered by `sort` (`order` asc or desc), then by id.
 */
const ZDebtFilterFields = {
  agentId: ZId.optional(),
  carrierId: ZId.optional(),
  status: ZDebtStatus.optional(),
  ageRange: z
    .enum(DEBT_AGE_RANGES.map((r) => r.key) as [DebtAgeRangeKey, ...DebtAgeRangeKey[]], {
      message: `must be one of ${DEBT_AGE_RANGES.map((r) => r.key).join(', ')}`,
    })
    .optional(),
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  sort: sortKeyOf(DEBT_SORT_KEYS),
  order: ZSortOrder,
};

/** GET /api/debts: the filters, optionally one page (`limit`, `offset`). */
export const ZDebtListInput = z.object({ ...ZDebtFilterFields, ...ZListPageFields }).optional();
export type TDebtListInput = z.infer<typeof ZDebtListInput>;

/** What staff type for a debt, on create and (each optional) on update. */
const ZDebtFields = z.object({ amount: ZMoney, status: ZDebtStatus, notes: ZOptionalText, incurredOn: ZIncurredOn });

export const ZDebtCreateInput = ZDebtFields.extend({
  agentId: ZId,
  carrierId: ZId,
  /** Without one the amount decides, as on an update: exactly 0 is paid, any other amount outstanding. */
  status: ZDebtStatus.optional(),
  /** The debt was incurred this many days ago (0 = today, the default); or give `incurredOn`. */
  debtAge: ZDebtAgeDays.nullish(),
  incurredOn: ZIncurredOn.optional(),
});
export type TDebtCreateInput = z.infer<typeof ZDebtCreateInput>;

/**
 * PUT /api/debts/{id}: the fields given change. `agentId` and `carrierId` are taken only so a script
 * may send back the debt it read: they must be the debt's own, as a debt never moves (the service
 * refuses another with a 400 rather than ignoring it). `debtAge` sets the day incurred as on create;
 * sent with `incurredOn` (a debt read back) the two must name the same day.
 */
export const ZDebtUpdateInput = ZDebtFields.partial().extend({
  agentId: ZId.optional(),
  carrierId: ZId.optional(),
  debtAge: ZDebtAgeDays.nullish(),
});
export type TDebtUpdateInput = z.infer<typeof ZDebtUpdateInput>;

export const ZClearDebtsResult = z.object({ deleted: z.number().int() });

/**
 * SPEC section 4: on the edit save a debt is outstanding when its amount is above 0 and paid
 * when it is 0. A credit (below 0) is still an open balance, in the agent's favour: outstanding.
 */
export function debtStatusForAmount(amount: number): 'outstanding' | 'paid' {
  return amount === 0 ? 'paid' : 'outstanding';
}

/** The largest window of debts a screen asks for at once. */
export const DEBT_WINDOW_MAX = 500;

/** The Debts tab's window (issue 15): the filters, and the rows from `offset`, at most `limit`. */
export const ZDebtWindowInput = z.object({
  ...ZDebtFilterFields,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(DEBT_WINDOW_MAX).default(100),
});
export type TDebtWindowInput = z.input<typeof ZDebtWindowInput>;

/** A debt with the names a table shows for its agent and carrier. */
export const ZDebtRow = ZDebt.extend({ agentName: z.string(), carrierName: z.string() });
export type TDebtRow = z.infer<typeof ZDebtRow>;

/** A window of debts and how many the filters keep in all. */
export const ZDebtWindow = z.object({ total: z.number().int(), rows: z.array(ZDebtRow) });
export type TDebtWindow = z.infer<typeof ZDebtWindow>;
