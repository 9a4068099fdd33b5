import { ZDebt, ZDebtUpdateInput, ZId } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { updateDebt } from './service';

export const updateDebtProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/debts/{id}',
      tags: ['Debts'],
      summary: 'Change a debt’s amount, status, notes or age; an amount without a status sets outstanding or paid',
      description:
        'A debt cannot move: `agentId` and `carrierId` may be sent (a debt read back) only with the debt’s own values; another is a 400. ' +
        'An amount without a status: exactly 0 is paid, any other amount (a credit below 0 too) outstanding. ' +
        '`debtAge` (days ago) or `incurredOn` sets the day the debt was incurred; both together must name the same day.',
    },
  })
  .input(ZDebtUpdateInput.extend({ id: ZId }))
  .output(ZDebt)
  .mutation(({ ctx, input: { id, ...input } }) => updateDebt(ctx.db, id, input));
