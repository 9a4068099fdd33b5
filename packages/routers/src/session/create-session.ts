import { ZSession, ZSessionInput } from '@agentledger/schema';
import { openProcedure } from '../trpc';
import { createSession } from './service';

// The one procedure open without credentials: it is how credentials are obtained.
export const createSessionProcedure = openProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/session',
      tags: ['Access'],
      summary: 'Exchange the access code for a session token (send it as "Authorization: Bearer <token>")',
      successDescription: 'The token and when it expires',
      protect: false,
      errorResponses: { 401: 'Incorrect password. Please try again.', 429: 'Too many attempts' },
    },
  })
  .input(ZSessionInput)
  .output(ZSession)
  .mutation(({ ctx, input }) =>
    createSession(ctx.db, input.code, {
      accessCode: ctx.accessCode,
      sessionHours: ctx.sessionHours,
      clientAddress: ctx.clientAddress,
      codeAttemptLimits: ctx.codeAttemptLimits,
    }),
  );
