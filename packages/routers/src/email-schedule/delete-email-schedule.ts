import { ZEmailSchedule, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { deleteSchedule } from './service';

export const deleteEmailScheduleProcedure = protectedProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/email-schedules/{id}', tags: ['Email'], summary: 'Delete a send schedule' },
  })
  .input(z.object({ id: ZId }))
  .output(ZEmailSchedule)
  .mutation(({ ctx, input }) => deleteSchedule(ctx.db, input.id));
