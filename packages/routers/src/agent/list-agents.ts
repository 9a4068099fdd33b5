import { ZAgent } from '@agentledger/schema';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { listAgents } from './service';

export const listAgentsProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/agents',
      tags: ['Agents'],
      summary: 'List agent records with total debt, debt age, last notice and writing numbers',
    },
  })
  .input(z.void())
  .output(z.array(ZAgent))
  .query(({ ctx }) => listAgents(ctx.db));
