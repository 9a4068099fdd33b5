import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '@agentledger/schema';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, ZodRealError } from 'zod';
import type { CodeAttemptLimits } from './access/code-attempts';
import type { Principal } from './access/verify';
import type { DB } from './db/types';
import type { MailConfig } from './email/delivery';
import { describeIssues, mapDatabaseError } from './errors';

export type Context = {
  db: Kysely<DB>;
  /** The code that unlocks the UI (ACCESS_CODE), compared case-insensitively by `session.create`. */
  accessCode: string;
  /** How long a session token lives; 12 hours when unset. */
  sessionHours?: number;
  /**
   * Who is calling, as the host's access check established it; null where no credential was
   * checked. Every procedure but session.create refuses a null principal (defence in depth
   * behind the host's route-level check).
   */
  principal: Principal | null;
  /** The caller's address, for the per-address code-attempt limit. */
  clientAddress: string;
  codeAttemptLimits?: CodeAttemptLimits;
  /** Where debt notices go: SMTP_URL, else .eml files in an outbox folder (unset → ./data/outbox). */
  mail?: MailConfig;
  /** Wakes the background e-mail worker when a send job was queued; unset → its next poll finds the job. */
  wakeEmailWorker?: () => void;
  /**
   * Sets a header on the HTTP answer (REST only, e.g. X-Total-Count on paged lists); unset for
   * tRPC calls and server-side callers, so procedures call it optionally.
   */
  setResponseHeader?: (name: string, value: string) => void;
};

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodCause = error.cause instanceof ZodError ? error.cause : null;
      // Never leak raw driver text or stacks: an unexpected failure is just "Internal server error".
      const message = zodCause
        ? describeIssues(zodCause.issues)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? 'Internal server error'
          : shape.message;
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message, data };
    },
  });

/** Maps database refusals (unique, foreign key, bad value, connection lost) to 4xx/503 errors. */
async function mappingErrors<R extends { ok: boolean; error?: { cause?: unknown } }>(result: Promise<R>): Promise<R> {
  const settled = await result;
  if (!settled.ok) {
    const cause = settled.error?.cause ?? settled.error;
    if (!(cause instanceof TRPCError)) {
      const mapped = mapDatabaseError(cause);
      if (mapped) throw mapped;
    }
  }
  return settled;
}

const mapErrors = t.middleware(({ next }) => mappingErrors(next()));

/**
 * Text holding NUL, in any field of any procedure's input, is a 400 naming the field, as an invalid
 * input is (the database would refuse it naming none). Checked once here, before the input schema.
 */
function refuseUnstorableText(input: unknown) {
  const paths = unstorableTextPaths(input);
  if (!paths.length) return;
  const issues = paths.map((path) => ({ code: 'custom' as const, path, message: UNSTORABLE_TEXT_MESSAGE }));
  throw new TRPCError({ code: 'BAD_REQUEST', message: describeIssues(issues), cause: new ZodRealError(issues) });
}

/** The same sentence the host's access check answers with. */
export const AUTHENTICATION_REQUIRED_MESSAGE =
  'Authentication required: send "Authorization: Bearer <session token or API key>".';

/**
 * A caller with a credential, and database refusals mapped, in one middleware: each level of
 * tRPC's middleware chain copies the call's options (a CPU profile of bench/request-path.ts
 * showed those copies at about a third of the JavaScript time of a small GET).
 */
const requirePrincipal = t.middleware(async ({ ctx, next, getRawInput }) => {
  if (!ctx.principal) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTHENTICATION_REQUIRED_MESSAGE });
  refuseUnstorableText(await getRawInput());
  return mappingErrors(next({ ctx: { ...ctx, principal: ctx.principal } }));
});

export const router = t.router;
/** Every procedure staff and scripts call: needs a session token or an API key. */
export const protectedProcedure = t.procedure.use(requirePrincipal);
/** Only for obtaining credentials (session.create); never for anything that reads or changes data. */
export const openProcedure = t.procedure.use(mapErrors);
export const createCallerFactory = t.createCallerFactory;
