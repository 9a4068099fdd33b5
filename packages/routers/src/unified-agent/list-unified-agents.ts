import { ZUnifiedAgent, ZUnifiedAgentListInput } from '@agentledger/schema';
import { z } from 'zod';
import { totalCountHeader } from '../list-total';
import { protectedProcedure } from '../trpc';
import { listUnifiedAgents } from './service';

export const listUnifiedAgentsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/unified-agents',
      tags: ['Agents'],
      summary:
        'People across carriers, grouped by NPN; filters status, search; sort (name, npn, upline, status, totalDebt) ' +
        'and order; optionally one page (limit, offset). ' +
        'X-Total-Count: the people the filters keep',
    },
  })
  .input(ZUnifiedAgentListInput)
  .output(z.array(ZUnifiedAgent))
  .query(({ ctx, input }) => listUnifiedAgents(ctx.db, input, totalCountHeader(ctx)));
