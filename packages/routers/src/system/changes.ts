import { sql } from 'kysely';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';

export const ZChanges = z.object({
  /** Grows whenever agents, debts, carriers, uploads, notices, templates or settings change; compare, don't count. */
  version: z.string(),
});

export const changesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/changes',
      tags: ['System'],
      summary: 'A number that grows whenever the data staff see changes: poll it to know when to read again',
    },
  })
  .input(z.void())
  .output(ZChanges)
  .query(async ({ ctx }) => {
    const { rows } = await sql<{ version: string }>`
      select (case when is_called then last_value else 0 end)::text as version from agentledger_changes`.execute(
      ctx.db,
    );
    return { version: rows[0]?.version ?? '0' };
  });
