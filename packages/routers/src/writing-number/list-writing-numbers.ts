import { ZId, ZWritingNumber } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listWritingNumbers } from './service';

export const listWritingNumbersProcedure = protectedProcedure
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
