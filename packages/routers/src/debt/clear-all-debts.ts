import { ZClearDebtsResult } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { clearAllDebts } from './service';

export const clearAllDebtsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/debts/clear-all',
      tags: ['Debts'],
      summary: 'Delete every debt record; answers how many were deleted',
    },
  })
  .input(z.void())
  .output(ZClearDebtsResult)
  .mutation(({ ctx }) => clearAllDebts(ctx.db));
