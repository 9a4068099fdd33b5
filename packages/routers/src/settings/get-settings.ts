import { ZSettings } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getSettings } from './service';

export const getSettingsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/settings',
      tags: ['Settings'],
      summary: 'Organisation, agency owner, administrator and default agency names',
    },
  })
  .input(z.void())
  .output(ZSettings)
  .query(({ ctx }) => getSettings(ctx.db));
