import { ZEmailTemplate, ZEmailTemplateInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { createEmailTemplate } from './service';

export const createEmailTemplateProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email-templates',
      tags: ['Email'],
      summary: 'Save a debt-notice template for a debt age range (subject and body required)',
    },
  })
  .input(ZEmailTemplateInput)
  .output(ZEmailTemplate)
  .mutation(({ ctx, input }) => createEmailTemplate(ctx.db, input));
