import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { hashSecret, secretsEqual } from './tokens';

export type AccessPolicy = {
  /** API keys from the deployment's environment (API_KEYS). */
  configuredApiKeys: readonly string[];
  /** A session unused for this long is over, whatever its absolute expiry. */
  sessionIdleMinutes: number;
};

export type Principal = { kind: 'session' } | { kind: 'api-key'; keyId: number | null };

/**
 * Who is calling: a live session token (stored hashed in PostgreSQL, so every server process
 * shares it) or an API key (from the environment or created in Settings, stored hashed).
 */
export async function verifyCredential(
  db: Kysely<DB>,
  secret: string,
  policy: AccessPolicy,
): Promise<Principal | null> {
  if (policy.configuredApiKeys.some((key) => secretsEqual(key, secret))) return { kind: 'api-key', keyId: null };
  const hash = hashSecret(secret);
  const session = await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', hash)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${policy.sessionIdleMinutes})`)
    .returning('token_hash')
    .executeTakeFirst();
  if (session) return { kind: 'session' };
  const key = await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return key ? { kind: 'api-key', keyId: key.id } : null;
}
