import { ZTeamOrganisation } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getOrganisation } from './organisation';

export const getOrganisationProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/team/organisation',
      tags: ['Team'],
      summary: 'The organisation: its people by status, its carriers, and who reports to the agency owner',
    },
  })
  .input(z.void())
  .output(ZTeamOrganisation)
  .query(({ ctx }) => getOrganisation(ctx.db));
