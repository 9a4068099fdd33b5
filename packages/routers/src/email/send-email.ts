import { EMAIL_SYNC_SEND_LIMIT, ZEmailSendInput, ZEmailSendResponse } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { sendNotices } from './service';

export const sendEmailProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email/send',
      tags: ['Email'],
      summary: 'Send a template to agents (optionally copying their uplines)',
      description:
        `Up to ${EMAIL_SYNC_SEND_LIMIT} agents: sent at once, the answer is { sent, failed, skipped, delivery, results } ` +
        '(sent counts messages written to the outbox too). More agents: queued as a background job, the answer is ' +
        '{ jobId, queued }; follow it with GET /api/email/jobs/{jobId}. Every attempt is a row of e-mail history. ' +
        'A template with a {name} that is not a template variable is refused (400 naming it); nothing is sent.',
    },
  })
  .input(ZEmailSendInput)
  .output(ZEmailSendResponse)
  .mutation(({ ctx, input }) => sendNotices(ctx, input));
