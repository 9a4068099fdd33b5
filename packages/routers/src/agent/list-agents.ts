import { ZAgent, ZAgentListInput } from '@agentledger/schema';
import { z } from 'zod';
import { totalCountHeader } from '../list-total';
import { protectedProcedure } from '../trpc';
import { listAgents } from './service';

export const listAgentsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/agents',
      tags: ['Agents'],
      summary:
        'List agent records with total debt, debt age, last notice and writing numbers; filters carrierId, status, npn, ' +
        'search, updatedSince; optionally one page (limit, offset). X-Total-Count: the rows the filters keep',
    },
  })
  .input(ZAgentListInput)
  .output(z.array(ZAgent))
  .query(({ ctx, input }) => listAgents(ctx.db, input, totalCountHeader(ctx)));
