import { ZEmailHistory } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listEmailHistory } from './service';

export const listEmailHistoryProcedure = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/email-history', tags: ['Email'], summary: 'Notices sent, newest first' },
  })
  .input(z.void())
  .output(z.array(ZEmailHistory))
  .query(({ ctx }) => listEmailHistory(ctx.db));
