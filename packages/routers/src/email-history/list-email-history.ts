import { ZEmailHistory, ZSinceListInput } from '@agentledger/schema';
import { z } from 'zod';
import { totalCountHeader } from '../list-total';
import { protectedProcedure } from '../trpc';
import { listEmailHistory } from './service';

export const listEmailHistoryProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/email-history',
      tags: ['Email'],
      summary:
        'Notices sent, newest first; filter since (date or date-time); optionally one page (limit, offset). ' +
        'X-Total-Count: the notices the filter keeps',
    },
  })
  .input(ZSinceListInput)
  .output(z.array(ZEmailHistory))
  .query(({ ctx, input }) => listEmailHistory(ctx.db, input, totalCountHeader(ctx)));
