import { AGENT_STATUSES, ZAgentStatusCounts, type TAgentStatusCounts } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { protectedProcedure } from '../trpc';

/** How many agent records there are, in all and per status, counted by the database. */
export async function countAgentStatuses(db: Kysely<DB>): Promise<TAgentStatusCounts> {
  const rows = await db
    .selectFrom('agents')
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: TAgentStatusCounts = { total: 0, active: 0, inactive: 0, terminated: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    counts.total += count;
    const status = AGENT_STATUSES.find((s) => s === row.status.toLowerCase());
    if (status) counts[status] += count;
  }
  return counts;
}

export const countAgentStatusesProcedure = protectedProcedure
  .output(ZAgentStatusCounts)
  .query(({ ctx }) => countAgentStatuses(ctx.db));
