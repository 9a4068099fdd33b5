import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  verifyCredential,
  type AccessPolicy,
  type Database,
  type Principal,
} from '@agentledger/routers';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set by the access check of the protected scope, null elsewhere. */
    principal: Principal | null;
  }
}

export const EXPIRED_CREDENTIAL_MESSAGE =
  'Your session has expired or the API key is not valid. Sign in again or use a valid key.';

/** The tRPC route as Fastify registers it (fastifyTRPCPlugin's `${prefix}/:path`). */
const TRPC_ROUTE = '/trpc/:path';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller's principal from the Authorization header, or the message that says why there is none. */
export async function authenticate(
  database: Database,
  policy: AccessPolicy,
  request: FastifyRequest,
): Promise<{ principal: Principal } | { refusal: string }> {
  const secret = bearer(request);
  if (!secret) return { refusal: AUTHENTICATION_REQUIRED_MESSAGE };
  const principal = await verifyCredential(database.db, secret, policy);
  return principal ? { principal } : { refusal: EXPIRED_CREDENTIAL_MESSAGE };
}

/**
 * A 401 in the shape the caller reads: tRPC's error envelope on the tRPC route (one per call of a
 * batch, so @trpc/client shows the message instead of "Unable to transform response"), and
 * `{ message, code }` everywhere else.
 */
export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply, message: string) {
  reply.status(401);
  if (request.routeOptions.url !== TRPC_ROUTE) return reply.send({ message, code: 'UNAUTHORIZED' });
  const error = (path: string) => ({
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY.UNAUTHORIZED,
      data: { code: 'UNAUTHORIZED', httpStatus: 401, path },
    },
  });
  const query = request.query as Record<string, unknown> | undefined;
  const paths = String((request.params as { path?: string }).path ?? '').split(',');
  return reply.send(query?.batch === '1' ? paths.map(error) : error(paths[0] ?? ''));
}

/**
 * The access check of the protected scope. Registered inside the Fastify context that holds every
 * protected route (REST, tRPC, uploads, report downloads), so it runs for whatever spelling of a
 * path the router matched to one of them: the decision follows the route, never the URL text.
 */
export function registerAccessControl(scope: FastifyInstance, database: Database, policy: AccessPolicy) {
  scope.decorateRequest('principal', null);
  scope.addHook('onRequest', async (request, reply) => {
    const outcome = await authenticate(database, policy, request);
    if ('refusal' in outcome) return sendUnauthorized(request, reply, outcome.refusal);
    request.principal = outcome.principal;
  });
}
