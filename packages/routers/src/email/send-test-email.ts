import { ZEmailTestInput, ZEmailTestResult } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { sendTestEmail } from './service';

export const sendTestEmailProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email/test',
      tags: ['Email'],
      summary: 'Send a test e-mail through the configured delivery (recorded in the e-mail history)',
    },
  })
  .input(ZEmailTestInput)
  .output(ZEmailTestResult)
  .mutation(({ ctx, input }) => sendTestEmail(ctx, input.to));
