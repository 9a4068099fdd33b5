import { ZDebt, ZDebtListInput } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listDebts } from './service';

export const listDebtsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/debts',
      tags: ['Debts'],
      summary: 'List debts (all, or one agent record’s with ?agentId=), each with its age in days',
    },
  })
  .input(ZDebtListInput)
  .output(z.array(ZDebt))
  .query(({ ctx, input }) => listDebts(ctx.db, input?.agentId));
