import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { toEmailHistory } from './mapper';

export async function listEmailHistory(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('email_history')
    .selectAll()
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toEmailHistory);
}
