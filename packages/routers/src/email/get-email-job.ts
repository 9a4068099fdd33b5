import { ZEmailJob, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getEmailJob } from './jobs';

export const getEmailJobProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/email/jobs/{id}',
      tags: ['Email'],
      summary: 'Progress of a queued send: status (queued, running, done) and counts',
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZEmailJob)
  .query(({ ctx, input }) => getEmailJob(ctx.db, input.id));
