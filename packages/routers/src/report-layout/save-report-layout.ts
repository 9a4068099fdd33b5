import { checkReportLayout, ZId, ZReportLayout, ZReportLayoutFields } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { saveReportLayout } from './service';

export const saveReportLayoutProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/carriers/{id}/report-layout',
      tags: ['Companies'],
      summary: "Save a carrier's report layout: used for that carrier's later reports whose header matches `headers`",
    },
  })
  .input(ZReportLayoutFields.extend({ id: ZId }).superRefine(checkReportLayout))
  .output(ZReportLayout)
  .mutation(({ ctx, input: { id, ...layout } }) => saveReportLayout(ctx.db, id, layout));
