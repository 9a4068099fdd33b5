import { ZAgent, ZListPage } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listAgents } from './service';

export const listAgentsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/agents',
      tags: ['Agents'],
      summary:
        'List agent records with total debt, debt age, last notice and writing numbers (optionally one page: limit, offset)',
    },
  })
  .input(ZListPage)
  .output(z.array(ZAgent))
  .query(({ ctx, input }) => listAgents(ctx.db, input));
