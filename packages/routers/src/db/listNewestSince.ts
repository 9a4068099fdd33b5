import type { TSinceListInput } from '@agentledger/schema';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from './types';

/** The append-only logs listed newest first, and the moment each row is stamped with. */
const STAMP_COLUMN = { email_history: 'sent_at', file_uploads: 'uploaded_at' } as const;
type StampedLog = keyof typeof STAMP_COLUMN;

/**
 * One listing for GET /api/email-history and /api/file-uploads: rows stamped at or after `since`,
 * newest first (id breaks ties so pages never overlap), one page when asked; `setTotal` gets how
 * many match, counted by the same filter.
 */
export async function listNewestSince<T extends StampedLog>(
  db: Kysely<DB>,
  table: T,
  input?: TSinceListInput,
  setTotal?: (total: number) => void,
): Promise<Selectable<DB[T]>[]> {
  // Kysely cannot type one query over a union of tables; narrowing to one of them keeps every
  // column reference checked (both logs share `id` and a timestamp column).
  const log = table as 'email_history';
  const stamp = STAMP_COLUMN[table] as 'sent_at';
  const since = input?.since;
  const [rows, total] = await Promise.all([
    db
      .selectFrom(log)
      .selectAll()
      .$if(since !== undefined, (q) => q.where(stamp, '>=', since!))
      .orderBy(stamp, 'desc')
      .orderBy('id', 'desc')
      .$if(input?.limit !== undefined, (q) => q.limit(input!.limit!))
      .$if(input?.offset !== undefined, (q) => q.offset(input!.offset!))
      .execute(),
    setTotal
      ? db
          .selectFrom(log)
          .select((eb) => eb.fn.countAll().as('total'))
          .$if(since !== undefined, (q) => q.where(stamp, '>=', since!))
          .executeTakeFirstOrThrow()
      : Promise.resolve({ total: 0 }),
  ]);
  setTotal?.(Number(total.total));
  return rows as unknown as Selectable<DB[T]>[];
}
