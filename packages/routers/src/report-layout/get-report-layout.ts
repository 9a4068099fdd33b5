import { ZId, ZReportLayout } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { requireReportLayout } from './service';

export const getReportLayoutProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/carriers/{id}/report-layout',
      tags: ['Companies'],
      summary: "A carrier's saved report layout (404 when its reports are read by detection)",
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZReportLayout)
  .query(({ ctx, input }) => requireReportLayout(ctx.db, input.id));
