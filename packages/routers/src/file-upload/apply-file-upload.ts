import { ZCarrierReportResult, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { applyDraftUpload } from './draft';

export const applyFileUploadProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/file-uploads/{id}/apply',
      tags: ['Imports'],
      summary: "Apply a previewed upload; 409 when the carrier's balances changed since the preview",
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZCarrierReportResult)
  .mutation(({ ctx, input }) => applyDraftUpload(ctx.db, input.id));
