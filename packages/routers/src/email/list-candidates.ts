import { ZEmailCandidate, ZEmailCandidatesQuery } from '@agentledger/schema';
import { z } from 'zod';
import { totalCountHeader } from '../list-total';
import { protectedProcedure } from '../trpc';
import { listCandidates } from './service';

export const listCandidatesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/email/candidates',
      tags: ['Email'],
      summary:
        'Agents with open debt whose age (days, oldest debt per carrier) is in minAge-maxAge, optionally at one ' +
        'carrier (carrierId) and found by a search; sort (name, carrier, amount, age, lastNotice) and order, ' +
        'oldest debt first without one; optionally one page (limit, offset). X-Total-Count: the rows the filters keep',
    },
  })
  .input(ZEmailCandidatesQuery)
  .output(z.array(ZEmailCandidate))
  .query(({ ctx, input }) => listCandidates(ctx.db, input, totalCountHeader(ctx)));
