import type { TSinceListInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { listNewestSince } from '../db/listNewestSince';
import type { DB } from '../db/types';
import { toEmailHistory } from './mapper';

/** GET /api/email-history: notices sent at or after `since`, newest first, one page when asked; `setTotal` gets how many. */
export async function listEmailHistory(db: Kysely<DB>, input?: TSinceListInput, setTotal?: (total: number) => void) {
  const rows = await listNewestSince(db, 'email_history', input, setTotal);
  return rows.map(toEmailHistory);
}
