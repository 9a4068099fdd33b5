import { ZId, ZReportLayout } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getReportLayout } from './service';

/** For the screens: the saved layout or null (REST scripts use GET …/report-layout, 404 when none). */
export const findReportLayoutProcedure = protectedProcedure
  .input(z.object({ id: ZId }))
  .output(ZReportLayout.nullable())
  .query(({ ctx, input }) => getReportLayout(ctx.db, input.id));
