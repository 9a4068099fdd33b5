import { ZTeam } from '@agentledger/schema';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { getTeam } from './service';

export const getTeamProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/team/members',
      tags: ['Team'],
      summary: "An upline's whole downline (10 levels)",
    },
  })
  .input(z.object({ npn: z.string().trim().min(1, 'npn is required').max(200) }))
  .output(ZTeam)
  .query(({ ctx, input }) => getTeam(ctx.db, input.npn));
