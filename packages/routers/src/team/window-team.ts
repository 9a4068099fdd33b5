import { ZTeamMemberWindow, ZTeamMemberWindowInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { getTeamWindow } from './service';

/**
 * View Team's rows in view (issue 15): a team of thousands is searched and sorted by the database
 * and sent a window at a time, with the whole team's size and debt.
 */
export const teamMemberWindowProcedure = protectedProcedure
  .input(ZTeamMemberWindowInput)
  .output(ZTeamMemberWindow)
  .query(({ ctx, input }) => getTeamWindow(ctx.db, input));
