import { verifyCredential, type AccessPolicy, type Database } from '@agentledger/routers';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What answers without credentials: the access screen's call, the OpenAPI document and the static UI. */
const OPEN_ROUTES = new Set(['POST /api/session', 'POST /trpc/session.create', 'GET /api/openapi.json']);

function isProtected(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api') && !path.startsWith('/trpc')) return false;
  return !OPEN_ROUTES.has(`${request.method} ${path}`);
}

function isCodeAttempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return request.method === 'POST' && (path === '/api/session' || path === '/trpc/session.create');
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export type AuthOptions = AccessPolicy & {
  codeAttemptsPerMinute: number;
  codeAttemptsPerHour: number;
};

/**
 * The server is the gatekeeper: every /api and /trpc route needs a session token or an API key
 * in the Authorization header (never a cookie, so cross-site requests cannot ride on it).
 * Access-code attempts are rate-limited per address and overall.
 */
export async function registerAuth(app: FastifyInstance, database: Database, options: AuthOptions) {
  await app.register(rateLimit, { global: false });
  const perAddress = app.rateLimit({
    max: options.codeAttemptsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    }),
  });
  const overall = app.rateLimit({
    max: options.codeAttemptsPerHour,
    timeWindow: 3_600_000,
    keyGenerator: () => 'all-addresses',
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many attempts. Please try again later.' }),
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCodeAttempt(request)) {
      await perAddress.call(app, request, reply);
      if (reply.sent) return reply;
      await overall.call(app, request, reply);
      if (reply.sent) return reply;
      return;
    }
    if (!isProtected(request)) return;
    const secret = bearer(request);
    const principal = secret ? await verifyCredential(database.db, secret, options) : null;
    if (!principal) {
      return reply.status(401).send({
        message: secret
          ? 'Your session has expired or the API key is not valid. Sign in again or use a valid key.'
          : 'Authentication required: send "Authorization: Bearer <session token or API key>".',
      });
    }
  });
}
