import { ZRosterLayout, ZRosterLayoutInput } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { deleteRosterLayout, requireRosterLayout, saveRosterLayout } from './roster-layout';

// The roster layout's three calls, small enough to sit together; the same shape as a carrier's report layout.
export const getRosterLayoutProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/agent-list-layout',
      tags: ['Imports'],
      summary: "The agency's saved agent-list layout (404 when agent lists are read by their headers)",
    },
  })
  .input(z.void())
  .output(ZRosterLayout)
  .query(({ ctx }) => requireRosterLayout(ctx.db));

export const saveRosterLayoutProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/agent-list-layout',
      tags: ['Imports'],
      summary: 'Save the agent-list layout: used for later agent lists whose header matches `headers`',
    },
  })
  .input(ZRosterLayoutInput)
  .output(ZRosterLayout)
  .mutation(({ ctx, input }) => saveRosterLayout(ctx.db, input));

export const deleteRosterLayoutProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/agent-list-layout',
      tags: ['Imports'],
      summary: 'Forget the agent-list layout',
    },
  })
  .input(z.void())
  .output(z.object({ success: z.literal(true) }))
  .mutation(({ ctx }) => deleteRosterLayout(ctx.db));
