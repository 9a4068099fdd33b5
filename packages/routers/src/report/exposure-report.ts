import { ZExposureRow } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { exposureReport } from './service';

export const exposureReportProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/reports/exposure',
      tags: ['Reports'],
      summary:
        'Every upline with the open debt of their whole downline (10 levels), largest first; also .csv and .xlsx',
    },
  })
  .input(z.void())
  .output(z.array(ZExposureRow))
  .query(({ ctx }) => exposureReport(ctx.db));
