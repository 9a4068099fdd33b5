import type { Context } from './trpc';

/**
 * Where a filtered list reports how many rows its filters keep: the X-Total-Count header of a REST
 * answer (the body stays SPEC's bare array). Undefined where there are no headers (tRPC, server-side
 * callers), so the count is not even queried there.
 */
export function totalCountHeader(ctx: Pick<Context, 'setResponseHeader'>): ((total: number) => void) | undefined {
  const setHeader = ctx.setResponseHeader;
  return setHeader ? (total) => setHeader('X-Total-Count', String(total)) : undefined;
}
