import { ZId, ZReviewRow } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { selectReviewRows } from './queries';

export const listReviewProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/import-review',
      tags: ['Imports'],
      summary: 'Report rows awaiting a decision (optionally of one upload), with their candidates',
    },
  })
  .input(z.object({ fileUploadId: ZId.optional() }))
  .output(z.array(ZReviewRow))
  .query(({ ctx, input }) => selectReviewRows(ctx.db, { uploadId: input.fileUploadId }));
