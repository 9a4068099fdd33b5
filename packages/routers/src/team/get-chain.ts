import { ZNpnLookup, ZUplineLink } from '@agentledger/schema';
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
  .input(z.object({ npn: ZNpnLookup }))
  .output(z.array(ZUplineLink))
  .query(({ ctx, input }) => getUplineChain(ctx.db, input.npn));
