import { ZTerminatedBalance } from '@agentledger/schema';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { terminatedReport } from './service';

export const terminatedReportProcedure = publicProcedure
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
