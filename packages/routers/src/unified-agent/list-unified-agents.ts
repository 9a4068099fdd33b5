import { ZListPage, ZUnifiedAgent } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listUnifiedAgents } from './service';

export const listUnifiedAgentsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/unified-agents',
      tags: ['Agents'],
      summary: 'People across carriers, grouped by NPN (optionally one page: limit, offset)',
    },
  })
  .input(ZListPage)
  .output(z.array(ZUnifiedAgent))
  .query(({ ctx, input }) => listUnifiedAgents(ctx.db, input));
