import { ZTrendPoint } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { trendReport } from './service';

export const trendReportProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/reports/trend',
      tags: ['Reports'],
      summary: 'Total outstanding per carrier after each carrier report upload, oldest first; also .csv and .xlsx',
    },
  })
  .input(z.void())
  .output(z.array(ZTrendPoint))
  .query(({ ctx }) => trendReport(ctx.db));
