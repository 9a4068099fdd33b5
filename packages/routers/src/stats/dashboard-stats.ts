import { ZDashboardStats } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getDashboardStats } from './service';

const summary = 'Dashboard figures: total open debt, active agents, terminated with debt, pending actions';

export const dashboardStatsProcedure = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/dashboard/stats', tags: ['Dashboard'], summary } })
  .input(z.void())
  .output(ZDashboardStats)
  .query(({ ctx }) => getDashboardStats(ctx.db));

/** SPEC section 7: the import screen asks for the same figures under this second path. */
export const dashboardStatsAliasProcedure = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/dashboard-stats', tags: ['Dashboard'], summary } })
  .input(z.void())
  .output(ZDashboardStats)
  .query(({ ctx }) => getDashboardStats(ctx.db));
