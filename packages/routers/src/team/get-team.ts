import { ZTeam } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getTeam } from './service';

export const getTeamProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/team/members',
      tags: ['Team'],
      summary: "An upline's whole downline (10 levels)",
    },
  })
  .input(z.object({ npn: z.string().trim().min(1, 'is required').max(200, 'is too long') }))
  .output(ZTeam)
  .query(({ ctx, input }) => getTeam(ctx.db, input.npn));
