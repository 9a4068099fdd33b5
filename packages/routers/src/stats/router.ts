import { router } from '../trpc';
import { dashboardStatsAliasProcedure, dashboardStatsProcedure } from './dashboard-stats';

export const statsRouter = router({
  dashboard: dashboardStatsProcedure,
  dashboardAlias: dashboardStatsAliasProcedure,
});
