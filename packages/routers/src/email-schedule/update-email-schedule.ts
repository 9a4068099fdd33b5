import { ZEmailSchedule, ZEmailScheduleUpdate, ZId } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { updateSchedule } from './service';

export const updateEmailScheduleProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/email-schedules/{id}',
      tags: ['Email'],
      summary: 'Change a send schedule; fields left out keep their value',
      description:
        'enabled: false is always taken. A new nextRunAt must be a real moment not in the past. The template must ' +
        'fit a schedule that stays on (its carrier, no unknown {variables}).',
    },
  })
  .input(ZEmailScheduleUpdate.extend({ id: ZId }))
  .output(ZEmailSchedule)
  .mutation(({ ctx, input: { id, ...input } }) => updateSchedule(ctx.db, id, input));
