import { ZTeamManager } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listManagers } from './service';

export const listManagersProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/team/managers',
      tags: ['Team'],
      summary: 'Uplines with their downline size and debt',
    },
  })
  .input(z.void())
  .output(z.array(ZTeamManager))
  .query(({ ctx }) => listManagers(ctx.db));
