import { EMAIL_SYNC_SEND_LIMIT, ZEmailSendListedInput, ZEmailSendListedResult } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { sendToListed } from './listed-send';

export const sendListedProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email/send-listed',
      tags: ['Email'],
      summary: 'Send a template to every candidate the filters list (GET /api/email/candidates), but those left out',
      description:
        'One notice per agent record and carrier, about the debt at that carrier. The filters are those of ' +
        'GET /api/email/candidates (minAge, maxAge, carrierId, search); `except` names rows ({ agentId, carrierId }) ' +
        `to leave out. Up to ${EMAIL_SYNC_SEND_LIMIT} rows: sent at once, with every result. More: queued as ` +
        'background jobs, one per carrier (`jobs`); follow each with GET /api/email/jobs/{jobId}.',
    },
  })
  .input(ZEmailSendListedInput)
  .output(ZEmailSendListedResult)
  .mutation(({ ctx, input }) => sendToListed(ctx, input));
