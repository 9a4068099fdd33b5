import { ZEmailSchedule, ZEmailScheduleInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { createSchedule } from './service';

export const createEmailScheduleProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email-schedules',
      tags: ['Email'],
      summary: 'Schedule a template (weekly, biweekly, monthly) for the agents of a debt age range and carrier',
      description:
        "debtAgeMin, debtAgeMax and carrierId default to the template's; nextRunAt (ISO 8601, a real moment not " +
        'in the past) defaults to one period from now. When due, the template is sent to the agents in the range ' +
        'at that moment.',
    },
  })
  .input(ZEmailScheduleInput)
  .output(ZEmailSchedule)
  .mutation(({ ctx, input }) => createSchedule(ctx.db, input));
