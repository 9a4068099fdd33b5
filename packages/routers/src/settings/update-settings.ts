import { ZSettings, ZSettingsUpdate } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { updateSettings } from './service';

export const updateSettingsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/settings',
      tags: ['Settings'],
      summary: 'Change settings; fields left out keep their value',
    },
  })
  .input(ZSettingsUpdate)
  .output(ZSettings)
  .mutation(({ ctx, input }) => updateSettings(ctx.db, input));
