import { ZEmailCandidate, ZEmailCandidatesQuery } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listCandidates } from './service';

export const listCandidatesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/email/candidates',
      tags: ['Email'],
      summary:
        'Agents with open debt whose age (days, oldest debt per carrier) is in minAge-maxAge, optionally at one carrier',
    },
  })
  .input(ZEmailCandidatesQuery)
  .output(z.array(ZEmailCandidate))
  .query(({ ctx, input }) => listCandidates(ctx.db, input));
