import { ZEmailSchedule } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listSchedules } from './service';

export const listEmailSchedulesProcedure = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/email-schedules', tags: ['Email'], summary: 'Send schedules, next run first' },
  })
  .input(z.void())
  .output(z.array(ZEmailSchedule))
  .query(({ ctx }) => listSchedules(ctx.db));
