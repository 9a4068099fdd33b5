import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { AppError } from '../errors';

export type CodeAttemptLimits = {
  /** Attempts one address may make in a minute. */
  perAddressPerMinute: number;
  /** Attempts all addresses together may make in an hour (a guesser with many addresses). */
  overallPerHour: number;
};

export const DEFAULT_CODE_ATTEMPT_LIMITS: CodeAttemptLimits = { perAddressPerMinute: 10, overallPerHour: 100 };

export type CodeAttempt = {
  /** Gives the attempt back: a correct code does not use up anybody's allowance. */
  refund: () => Promise<void>;
};

const OVERALL_BUCKET = 'all';

/**
 * Counts one access-code attempt against the per-address and the overall limit BEFORE the code is
 * compared, in one atomic statement (concurrent guesses cannot all slip under the limit), stored in
 * PostgreSQL so every server process counts into the same windows. Over either limit → 429 with
 * the seconds to wait; the code is then not even compared.
 */
export async function reserveCodeAttempt(
  db: Kysely<DB>,
  address: string,
  limits: CodeAttemptLimits = DEFAULT_CODE_ATTEMPT_LIMITS,
): Promise<CodeAttempt> {
  const addressBucket = `address:${address}`;
  const counted = await sql<{ bucket: string; attempts: number; window_start: Date; retry_after: number }>`
    insert into code_attempts (bucket, window_start, attempts)
    values (${addressBucket}, date_trunc('minute', now()), 1), (${OVERALL_BUCKET}, date_trunc('hour', now()), 1)
    on conflict (bucket, window_start) do update set attempts = code_attempts.attempts + 1
    returning bucket, attempts, window_start,
      ceil(extract(epoch from (window_start + case when bucket = ${OVERALL_BUCKET} then interval '1 hour'
        else interval '1 minute' end - now())))::int as retry_after`.execute(db);
  const rows = counted.rows;
  const refund = async () => {
    for (const row of rows) {
      await db
        .updateTable('code_attempts')
        .set({ attempts: sql`greatest(attempts - 1, 0)` })
        .where('bucket', '=', row.bucket)
        .where('window_start', '=', row.window_start)
        .execute();
    }
  };
  const perAddress = rows.find((row) => row.bucket === addressBucket);
  const overall = rows.find((row) => row.bucket === OVERALL_BUCKET);
  if (perAddress && perAddress.attempts > limits.perAddressPerMinute) {
    throw tooManyAttempts('Too many attempts. Please wait a minute and try again.', perAddress.retry_after);
  }
  if (overall && overall.attempts > limits.overallPerHour) {
    throw tooManyAttempts('Too many attempts. Please try again later.', overall.retry_after);
  }
  // Housekeeping where attempts are counted: windows older than the longest one are no use.
  await db
    .deleteFrom('code_attempts')
    .where('window_start', '<', sql<Date>`now() - interval '2 hours'`)
    .execute();
  return { refund };
}

/** A 429 that says how long to wait; the host turns `retryAfterSeconds` into a Retry-After header. */
export class TooManyAttemptsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

function tooManyAttempts(message: string, retryAfter: number): TooManyAttemptsError {
  return new TooManyAttemptsError(message, Math.max(1, retryAfter));
}
