import type { TSinceListInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { toEmailHistory } from './mapper';

/** GET /api/email-history: notices sent at or after `since`, newest first, one page when asked; `setTotal` gets how many. */
export async function listEmailHistory(db: Kysely<DB>, input?: TSinceListInput, setTotal?: (total: number) => void) {
  const since = input?.since;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('email_history')
      .selectAll()
      .$if(since !== undefined, (q) => q.where('sent_at', '>=', since!))
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .$if(input?.limit !== undefined, (q) => q.limit(input!.limit!))
      .$if(input?.offset !== undefined, (q) => q.offset(input!.offset!))
      .execute(),
    setTotal
      ? db
          .selectFrom('email_history')
          .select((eb) => eb.fn.countAll().as('total'))
          .$if(since !== undefined, (q) => q.where('sent_at', '>=', since!))
          .executeTakeFirstOrThrow()
      : Promise.resolve({ total: 0 }),
  ]);
  setTotal?.(Number(total.total));
  return rows.map(toEmailHistory);
}
