import { ZCarrierReportResult, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { undoUpload } from './undo';

export const undoFileUploadProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/file-uploads/{id}/undo',
      tags: ['Imports'],
      summary: 'Undo the latest applied upload of a carrier: every balance, date and writing number as before',
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZCarrierReportResult)
  .mutation(({ ctx, input }) => undoUpload(ctx.db, input.id));
