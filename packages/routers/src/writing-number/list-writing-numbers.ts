import { ZId, ZWritingNumber } from '@agentledger/schema';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { listWritingNumbers } from './service';

export const listWritingNumbersProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/writing-numbers',
      tags: ['Writing numbers'],
      summary: "An agent's writing numbers (all without agentId)",
    },
  })
  .input(z.object({ agentId: ZId.optional() }))
  .output(z.array(ZWritingNumber))
  .query(({ ctx, input }) => listWritingNumbers(ctx.db, input.agentId));
