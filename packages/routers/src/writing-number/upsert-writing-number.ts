import { ZWritingNumber, ZWritingNumberUpsertInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { upsertWritingNumber } from './service';

export const upsertWritingNumberProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/writing-numbers/upsert',
      tags: ['Writing numbers'],
      summary: 'Set the writing number of an agent at a carrier',
    },
  })
  .input(ZWritingNumberUpsertInput)
  .output(ZWritingNumber)
  .mutation(({ ctx, input }) => upsertWritingNumber(ctx.db, input));
