import { WRONG_ACCESS_CODE_MESSAGE, type TSession } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { reserveCodeAttempt, type CodeAttemptLimits } from '../access/code-attempts';
import { generateSecret, hashSecret, secretsEqual } from '../access/tokens';
import type { DB } from '../db/types';
import { AppError } from '../errors';
import { isoAt } from '../db/convert';

export const DEFAULT_SESSION_HOURS = 12;

export type SessionPolicy = {
  /** The code that unlocks the UI (ACCESS_CODE). */
  accessCode: string;
  sessionHours?: number;
  /** Who is trying: the attempt limits count per address and overall. */
  clientAddress: string;
  codeAttemptLimits?: CodeAttemptLimits;
};

/**
 * Exchanges the access code (compared case-insensitively, in constant time) for a session token.
 * Every attempt counts against the code-attempt limits first, whichever route it came through.
 * Only the token's SHA-256 hash is stored, so every server process shares the session and a
 * database dump reveals no usable token.
 */
export async function createSession(db: Kysely<DB>, code: string, policy: SessionPolicy): Promise<TSession> {
  const { accessCode, sessionHours = DEFAULT_SESSION_HOURS } = policy;
  const attempt = await reserveCodeAttempt(db, policy.clientAddress, policy.codeAttemptLimits);
  if (!accessCode || !secretsEqual(code.trim().toLowerCase(), accessCode.trim().toLowerCase())) {
    throw new AppError('UNAUTHORIZED', WRONG_ACCESS_CODE_MESSAGE);
  }
  await attempt.refund();
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
  return { token, expiresAt: isoAt(row.expires_at) };
}
