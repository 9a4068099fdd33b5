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
    },
  })
  .input(ZDebtCreateInput)
  .output(ZDebt)
  .mutation(({ ctx, input }) => createDebt(ctx.db, input));
