import { ZEmailPreview, ZEmailPreviewInput } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { previewNotice } from './service';

export const previewEmailProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email/preview',
      tags: ['Email'],
      summary:
        'The filled subject and body of a template for one agent; unknown {variables} are listed (a send of ' +
        'the template is refused), and skipReason says why a send would skip the agent (null: it would go out)',
    },
  })
  .input(ZEmailPreviewInput)
  .output(ZEmailPreview)
  .mutation(({ ctx, input }) => previewNotice(ctx.db, input));
