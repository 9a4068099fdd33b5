import { ZDebt, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { deleteDebt } from './service';

export const deleteDebtProcedure = protectedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/debts/{id}', tags: ['Debts'], summary: 'Delete a debt' } })
  .input(z.object({ id: ZId }))
  .output(ZDebt)
  .mutation(({ ctx, input }) => deleteDebt(ctx.db, input.id));
