import { ZAgent, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getAgent } from './service';

export const getAgentProcedure = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/agents/{id}', tags: ['Agents'], summary: 'One agent record' } })
  .input(z.object({ id: ZId }))
  .output(ZAgent)
  .query(({ ctx, input }) => getAgent(ctx.db, input.id));
