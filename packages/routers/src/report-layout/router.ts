import { router } from '../trpc';
import { deleteReportLayoutProcedure } from './delete-report-layout';
import { getReportLayoutProcedure } from './get-report-layout';
import { saveReportLayoutProcedure } from './save-report-layout';

export const reportLayoutRouter = router({
  get: getReportLayoutProcedure,
  save: saveReportLayoutProcedure,
  delete: deleteReportLayoutProcedure,
});
