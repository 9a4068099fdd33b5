import { ZEmailTemplate, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { deleteEmailTemplate } from './service';

export const deleteEmailTemplateProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/email-templates/{id}',
      tags: ['Email'],
      summary: 'Delete a template no schedule (nor a send still queued) uses',
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZEmailTemplate)
  .mutation(({ ctx, input }) => deleteEmailTemplate(ctx.db, input.id));
