import { ZTerminatedBalance } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { terminatedReport } from './service';

export const terminatedReportProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/reports/terminated',
      tags: ['Reports'],
      summary: 'Terminated agents who still owe, oldest debt first; also .csv and .xlsx',
    },
  })
  .input(z.void())
  .output(z.array(ZTerminatedBalance))
  .query(({ ctx }) => terminatedReport(ctx.db));
