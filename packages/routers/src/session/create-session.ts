import { ZSession, ZSessionInput } from '@agentledger/schema';
import { publicProcedure } from '../trpc';
import { createSession } from './service';

export const createSessionProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/session',
      tags: ['Access'],
      summary: 'Exchange the access code for a session token (send it as "Authorization: Bearer <token>")',
      successDescription: 'The token and when it expires',
      errorResponses: { 401: 'Incorrect password. Please try again.' },
    },
  })
  .input(ZSessionInput)
  .output(ZSession)
  .mutation(({ ctx, input }) => createSession(ctx.db, input.code, ctx.accessCode, ctx.sessionHours));
