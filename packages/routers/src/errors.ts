import { TRPCError } from '@trpc/server';

/** The domain's own error: a code that maps to one HTTP status, and a message a person can read. */
export class AppError extends TRPCError {
  constructor(
    code:
      | 'BAD_REQUEST'
      | 'NOT_FOUND'
      | 'CONFLICT'
      | 'PAYLOAD_TOO_LARGE'
      | 'UNAUTHORIZED'
      | 'SERVICE_UNAVAILABLE'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'TOO_MANY_REQUESTS',
    message: string,
  ) {
    super({ code, message });
  }
}

export const notFound = (what: string, id: number | string) => new AppError('NOT_FOUND', `${what} ${id} not found`);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

type PgLikeError = { code?: unknown; constraint?: unknown; detail?: unknown; table?: unknown };

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

const BAD_VALUE_CODES = new Set(['23514', '22P02', '22003', '22007', '22008', '23502', '22021', '22001', '54000']);

/**
 * Turns what the database refused into an error a client can act on, without the raw
 * database text: unique → 409, foreign key → 409, bad value → 400, database gone → 503.
 */
export function mapDatabaseError(cause: unknown): AppError | null {
  if (!cause || typeof cause !== 'object') return null;
  const error = cause as PgLikeError & { message?: unknown };
  const code = typeof error.code === 'string' ? error.code : '';
  const table = typeof error.table === 'string' ? error.table : '';
  if (code === '23505') {
    if (table === 'carriers') return conflict('A company with this code already exists');
    return conflict('This record already exists');
  }
  if (code === '23503') {
    return conflict('This record is still in use by other records (agents, debts or writing numbers)');
  }
  // The database gave up one of two conflicting transactions, or a lock could not be had in time:
  // nothing of it was applied, and trying again will do.
  if (code === '40P01' || code === '40001' || code === '55P03') {
    return conflict(
      'Another change to the same records was being made at the same moment; nothing was applied. Please try again.',
    );
  }
  // 22021: a NUL or invalid byte in text, which PostgreSQL cannot store; 22001: too long; 54000: too big.
  if (BAD_VALUE_CODES.has(code)) {
    return badRequest('A value is out of range or of the wrong kind');
  }
  if (
    CONNECTION_ERROR_CODES.has(code) ||
    /Connection terminated|connect ECONNREFUSED/i.test(String(error.message ?? ''))
  ) {
    return new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable; please try again shortly');
  }
  return null;
}

/** Why an import failed, in words a person can read (what is recorded under File Uploads). */
export function failureReason(error: unknown): string {
  return mapDatabaseError(error)?.message ?? (error instanceof Error ? error.message : 'unknown error');
}

type Issue = { path?: readonly PropertyKey[]; message: string };

/**
 * One sentence from zod's issues: "amount: must be a number; carrierId: is required" (zod's own
 * words are made plain by its error map, packages/schema/src/zodMessages.ts).
 */
export function describeIssues(issues: readonly Issue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = (issue.path ?? []).map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return parts.length ? `Invalid input: ${parts.join('; ')}` : 'Invalid input';
}
