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
      description:
        'A carrier that a schedule of the template does not run for is refused (409 naming the schedules); all ' +
        'carriers (null) fits every schedule. A change that changes nothing leaves updatedAt as it is.',
    },
  })
  .input(ZEmailTemplateUpdate.extend({ id: ZId }))
  .output(ZEmailTemplate)
  .mutation(({ ctx, input: { id, ...input } }) => updateEmailTemplate(ctx.db, id, input));
