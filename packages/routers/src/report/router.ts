import { router } from '../trpc';
import { agingReportProcedure } from './aging-report';
import { exposureReportProcedure } from './exposure-report';
import { terminatedReportProcedure } from './terminated-report';
import { trendReportProcedure } from './trend-report';

export const reportRouter = router({
  aging: agingReportProcedure,
  exposure: exposureReportProcedure,
  terminated: terminatedReportProcedure,
  trend: trendReportProcedure,
});
