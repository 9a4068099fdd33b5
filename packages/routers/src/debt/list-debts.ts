import { ZDebt, ZDebtListInput } from '@agentledger/schema';
import { z } from 'zod';
import { totalCountHeader } from '../list-total';
import { protectedProcedure } from '../trpc';
import { listDebts } from './service';

export const listDebtsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/debts',
      tags: ['Debts'],
      summary:
        'List debts, each with its age in days; filters agentId, carrierId, status; optionally one page (limit, offset). ' +
        'X-Total-Count: the debts the filters keep',
    },
  })
  .input(ZDebtListInput)
  .output(z.array(ZDebt))
  .query(({ ctx, input }) => listDebts(ctx.db, input, totalCountHeader(ctx)));
