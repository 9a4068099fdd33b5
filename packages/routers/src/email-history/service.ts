import type { TSinceListInput } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { listNewestSince } from '../db/listNewestSince';
import type { DB } from '../db/types';
import { toEmailHistory } from './mapper';

/** GET /api/email-history: notices sent at or after `since`, newest first, one page when asked; `setTotal` gets how many. */
export async function listEmailHistory(db: Kysely<DB>, input?: TSinceListInput, setTotal?: (total: number) => void) {
  const rows = await listNewestSince(db, 'email_history', input, setTotal);
  // The agents' names in one query for the agents of these notices only, so a table of notices
  // never needs the whole agent list to say who each went to.
  const agentIds = [...new Set(rows.flatMap((row) => (row.agent_id === null ? [] : [row.agent_id])))];
  const names = agentIds.length
    ? await db
        .selectFrom('agents')
        .select(['id', 'name'])
        .where(sql<boolean>`id = any(${agentIds}::int[])`)
        .execute()
    : [];
  const nameOf = new Map(names.map((agent) => [agent.id, agent.name]));
  return rows.map((row) => toEmailHistory(row, row.agent_id === null ? null : (nameOf.get(row.agent_id) ?? null)));
}
