import { ZEmailTemplate, ZEmailTemplateUpdate, ZId } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { updateEmailTemplate } from './service';

export const updateEmailTemplateProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/email-templates/{id}',
      tags: ['Email'],
      summary: 'Change a template; fields left out keep their value',
    },
  })
  .input(ZEmailTemplateUpdate.extend({ id: ZId }))
  .output(ZEmailTemplate)
  .mutation(({ ctx, input: { id, ...input } }) => updateEmailTemplate(ctx.db, id, input));
