import type { TApiKey } from '@agentledger/schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ApiKeyTable, DB } from '../db/types';
import { generateSecret, hashSecret } from '../access/tokens';
import { notFound } from '../errors';
import { isoAt, isoOf } from '../db/convert';

const KEY_PREFIX = 'al_';

function toApiKey(row: Selectable<ApiKeyTable>): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    createdAt: isoAt(row.created_at),
    lastUsedAt: isoOf(row.last_used_at),
    revokedAt: isoOf(row.revoked_at),
  };
}

export async function listApiKeys(db: Kysely<DB>) {
  const rows = await db.selectFrom('api_keys').selectAll().orderBy('id').execute();
  return rows.map(toApiKey);
}

/** Makes a key for a script; only its hash is kept, so the caller sees the key this once. */
export async function createApiKey(db: Kysely<DB>, name: string) {
  const key = generateSecret(KEY_PREFIX);
  const row = await db
    .insertInto('api_keys')
    .values({ name, key_hash: hashSecret(key), key_prefix: key.slice(0, KEY_PREFIX.length + 6) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toApiKey(row), key };
}

export async function revokeApiKey(db: Kysely<DB>, id: number) {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('API key', id);
  return toApiKey(row);
}
