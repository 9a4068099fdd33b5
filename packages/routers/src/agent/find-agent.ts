import { ZAgent, ZAgentFindInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { findAgent } from './service';

export const findAgentProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/agents/find',
      tags: ['Agents'],
      summary: "Find a person's record at a carrier by NPN or name; 404 when there is none",
    },
  })
  .input(ZAgentFindInput)
  .output(ZAgent)
  .query(({ ctx, input }) => findAgent(ctx.db, input));
