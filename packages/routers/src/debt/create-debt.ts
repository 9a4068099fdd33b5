import { ZDebt, ZDebtCreateInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { createDebt } from './service';

export const createDebtProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/debts',
      tags: ['Debts'],
      summary: 'Record a debt; debtAge (days ago) sets the date it was incurred',
      // SPEC section 4 says only that above 0 is outstanding and 0 paid; a credit is kept open as a
      // carrier report's credit is, so the two agree in every total (README, "Credits").
      description:
        'Without a status the amount decides it: exactly 0 is paid, any other amount outstanding. A negative amount ' +
        'is a credit in the agent’s favour: an open balance (outstanding), taken off what the agent owes in every ' +
        'total, as a carrier report’s credit is; send status "paid" to record it settled.',
    },
  })
  .input(ZDebtCreateInput)
  .output(ZDebt)
  .mutation(({ ctx, input }) => createDebt(ctx.db, input));
