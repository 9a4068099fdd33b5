import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** How long a key's first answer is kept. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
/** A key still without an answer after this long belonged to a request that died; a retry takes it over. */
const ABANDONED_MINUTES = 10;

export type IdempotencyKeyRef = { owner: string; key: string };
export type StoredAnswer = { status: number; contentType: string | null; body: string };

/**
 * Takes an Idempotency-Key for a request (idempotency_keys, shared by every server process).
 * `claimed`: this request holds the key and its answer will be stored; otherwise what the key
 * already holds: another request (`mismatch`), a request still being handled (`pending`), or the
 * first answer (`answer`).
 */
export async function claimIdempotencyKey(
  db: Kysely<DB>,
  ref: IdempotencyKeyRef & { requestHash: string },
): Promise<
  { state: 'claimed' } | { state: 'mismatch' } | { state: 'pending' } | { state: 'answer'; answer: StoredAnswer }
> {
  // Forget answers past their time (and requests that died without one), then try to take the key.
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`),
        eb.and([
          eb('owner', '=', ref.owner),
          eb('key', '=', ref.key),
          eb('status', 'is', null),
          eb('created_at', '<', sql<Date>`now() - make_interval(mins => ${ABANDONED_MINUTES})`),
        ]),
      ]),
    )
    .execute();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ owner: ref.owner, key: ref.key, request_hash: ref.requestHash })
    .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return { state: 'claimed' };
  const first = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'content_type', 'body'])
    .where('owner', '=', ref.owner)
    .where('key', '=', ref.key)
    .executeTakeFirst();
  // Gone between the two statements (expired or released): the request is as good as pending.
  if (!first || first.status === null)
    return first && first.request_hash !== ref.requestHash ? { state: 'mismatch' } : { state: 'pending' };
  if (first.request_hash !== ref.requestHash) return { state: 'mismatch' };
  return { state: 'answer', answer: { status: first.status, contentType: first.content_type, body: first.body ?? '' } };
}

/** Keeps the first answer of a claimed key. */
export async function storeIdempotentAnswer(db: Kysely<DB>, ref: IdempotencyKeyRef, answer: StoredAnswer) {
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, content_type: answer.contentType, body: answer.body })
    .where('owner', '=', ref.owner)
    .where('key', '=', ref.key)
    .execute();
}

/** Lets a claimed key go without an answer (the request failed on the server's side): a retry runs again. */
export async function releaseIdempotencyKey(db: Kysely<DB>, ref: IdempotencyKeyRef) {
  await db.deleteFrom('idempotency_keys').where('owner', '=', ref.owner).where('key', '=', ref.key).execute();
}
