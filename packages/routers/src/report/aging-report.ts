import { ZAgingReport } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { agingReport } from './service';

export const agingReportProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/reports/aging',
      tags: ['Reports'],
      summary: 'Outstanding debt by carrier × debt age range (agents, amount) with totals; also .csv and .xlsx',
    },
  })
  .input(z.void())
  .output(ZAgingReport)
  .query(({ ctx }) => agingReport(ctx.db));
