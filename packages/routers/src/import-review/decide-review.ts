import { ZFileUploadDetail, ZId, ZReviewDecision } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { decideReviewRow } from './decide';

export const decideReviewProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/import-review/{id}',
      tags: ['Imports'],
      summary: 'Decide a review row ({ agentId }, { newPerson: true } or { ignore: true }) and apply its balance',
    },
  })
  .input(ZReviewDecision.extend({ id: ZId }))
  .output(ZFileUploadDetail)
  .mutation(({ ctx, input }) => {
    const { id, ...decision } = input;
    return decideReviewRow(ctx.db, id, decision);
  });
