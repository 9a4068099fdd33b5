import { ZUnifiedAgent } from '@agentledger/schema';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { listUnifiedAgents } from './service';

export const listUnifiedAgentsProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/unified-agents',
      tags: ['Agents'],
      summary: 'People across carriers, grouped by NPN',
    },
  })
  .input(z.void())
  .output(z.array(ZUnifiedAgent))
  .query(({ ctx }) => listUnifiedAgents(ctx.db));
