import { ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { deleteReportLayout } from './service';

export const deleteReportLayoutProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/carriers/{id}/report-layout',
      tags: ['Companies'],
      summary: "Forget a carrier's saved report layout (its reports are read by detection again)",
    },
  })
  .input(z.object({ id: ZId }))
  .output(z.object({ success: z.literal(true) }))
  .mutation(({ ctx, input }) => deleteReportLayout(ctx.db, input.id));
