import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { initializeSystem } from './service';

/** How many carriers and templates this call created (0 and 0 once the database is set up). */
export const ZInitializeResult = z.object({ carriers: z.number().int(), templates: z.number().int() });

export const initializeProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/initialize',
      tags: ['System'],
      summary: 'Set up an empty database (default carriers, one template per debt age range); idempotent',
    },
  })
  .input(z.void())
  .output(ZInitializeResult)
  .mutation(({ ctx }) => initializeSystem(ctx.db));
