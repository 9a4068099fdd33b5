import { router } from '../trpc';
import { deleteReportLayoutProcedure } from './delete-report-layout';
import { findReportLayoutProcedure } from './find-report-layout';
import { getReportLayoutProcedure } from './get-report-layout';
import {
  deleteRosterLayoutProcedure,
  getRosterLayoutProcedure,
  saveRosterLayoutProcedure,
} from './roster-layout-procedures';
import { saveReportLayoutProcedure } from './save-report-layout';

export const reportLayoutRouter = router({
  get: getReportLayoutProcedure,
  find: findReportLayoutProcedure,
  save: saveReportLayoutProcedure,
  delete: deleteReportLayoutProcedure,
  roster: router({
    get: getRosterLayoutProcedure,
    save: saveRosterLayoutProcedure,
    delete: deleteRosterLayoutProcedure,
  }),
});
