import { ZCarrierReportResult, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { discardDraftUpload } from './draft';

export const discardFileUploadProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/file-uploads/{id}/discard',
      tags: ['Imports'],
      summary: 'Discard a previewed upload: nothing of it is applied',
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZCarrierReportResult)
  .mutation(({ ctx, input }) => discardDraftUpload(ctx.db, input.id));
