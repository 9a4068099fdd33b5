import { WRONG_ACCESS_CODE_MESSAGE, type TSession } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { generateSecret, hashSecret, secretsEqual } from '../access/tokens';
import type { DB } from '../db/types';
import { AppError } from '../errors';

export const DEFAULT_SESSION_HOURS = 12;

/**
 * Exchanges the access code (compared case-insensitively, in constant time) for a session token.
 * Only the token's SHA-256 hash is stored, so every server process shares the session and a
 * database dump reveals no usable token.
 */
export async function createSession(
  db: Kysely<DB>,
  code: string,
  accessCode: string,
  sessionHours = DEFAULT_SESSION_HOURS,
): Promise<TSession> {
  if (!accessCode || !secretsEqual(code.trim().toLowerCase(), accessCode.trim().toLowerCase())) {
    throw new AppError('UNAUTHORIZED', WRONG_ACCESS_CODE_MESSAGE);
  }
  const token = generateSecret();
  const row = await db.transaction().execute(async (trx) => {
    // Housekeeping where sessions are made: expired ones are no use to anyone.
    await trx
      .deleteFrom('sessions')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    return trx
      .insertInto('sessions')
      .values({
        token_hash: hashSecret(token),
        expires_at: sql<Date>`now() + ${sessionHours}::double precision * interval '1 hour'`,
      })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
  });
  return { token, expiresAt: new Date(row.expires_at).toISOString() };
}
