import { ZEmailCandidateWindow, ZEmailCandidateWindowInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { candidateWindow } from './service';

/**
 * The rows of the notice candidates table in view (issue 15): searched, filtered and sorted by the
 * database, one window at a time, with how many the filters keep.
 */
export const candidateWindowProcedure = protectedProcedure
  .input(ZEmailCandidateWindowInput)
  .output(ZEmailCandidateWindow)
  .query(({ ctx, input }) => candidateWindow(ctx.db, input));
