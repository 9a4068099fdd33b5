import { ZUplineLink } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getUplineChain } from './service';

export const getChainProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/team/chain',
      tags: ['Team'],
      summary: 'The uplines above a person, nearest first',
    },
  })
  .input(z.object({ npn: z.string().trim().min(1, 'is required').max(200, 'is too long') }))
  .output(z.array(ZUplineLink))
  .query(({ ctx, input }) => getUplineChain(ctx.db, input.npn));
