import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { timingSafeEqual } from 'node:crypto';
import { hashSecret } from './tokens';

export type AccessPolicy = {
  /** API keys from the deployment's environment (API_KEYS). */
  configuredApiKeys: readonly string[];
  /** A session unused for this long is over, whatever its absolute expiry. */
  sessionIdleMinutes: number;
};

/**
 * How precisely the last use of a session or key is kept. Idle expiry is counted in minutes, so a
 * session in use is never more than this behind; it may end this much early at the most.
 */
const LAST_USE_PRECISION_SECONDS = 60;

export type Principal = { kind: 'session' } | { kind: 'api-key'; keyId: number | null };

/** The configured keys' hashes, computed once per policy rather than twice per key on every request. */
const configuredKeyHashes = new WeakMap<readonly string[], Buffer[]>();

/** Compared in constant time, by hashes, so neither a key's length nor its text leaks. */
function isConfiguredKey(policy: AccessPolicy, secretHash: Buffer): boolean {
  let hashes = configuredKeyHashes.get(policy.configuredApiKeys);
  if (!hashes) {
    hashes = policy.configuredApiKeys.map((key) => Buffer.from(hashSecret(key), 'hex'));
    configuredKeyHashes.set(policy.configuredApiKeys, hashes);
  }
  return hashes.some((keyHash) => timingSafeEqual(keyHash, secretHash));
}

/**
 * Who is calling: a live session token (stored hashed in PostgreSQL, so every server process
 * shares it) or an API key (from the environment or created in Settings, stored hashed).
 */
export async function verifyCredential(
  db: Kysely<DB>,
  secret: string,
  policy: AccessPolicy,
): Promise<Principal | null> {
  const hash = hashSecret(secret);
  if (isConfiguredKey(policy, Buffer.from(hash, 'hex'))) return { kind: 'api-key', keyId: null };
  // A read per request; the time of use is written at most once a minute per credential, so a
  // script's or a screen's calls do not each cost a database write.
  const session = await db
    .selectFrom('sessions')
    .select(sql<boolean>`last_seen_at < now() - make_interval(secs => ${LAST_USE_PRECISION_SECONDS})`.as('stale'))
    .where('token_hash', '=', hash)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${policy.sessionIdleMinutes})`)
    .executeTakeFirst();
  if (session) {
    if (session.stale) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: sql`now()` })
        .where('token_hash', '=', hash)
        .execute();
    }
    return { kind: 'session' };
  }
  const key = await db
    .selectFrom('api_keys')
    .select([
      'id',
      sql<boolean>`last_used_at is null or last_used_at < now() - make_interval(secs => ${LAST_USE_PRECISION_SECONDS})`.as(
        'stale',
      ),
    ])
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!key) return null;
  if (key.stale)
    await db
      .updateTable('api_keys')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', key.id)
      .execute();
  return { kind: 'api-key', keyId: key.id };
}
