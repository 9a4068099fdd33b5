import { openRouter, TooManyAttemptsError, type Context } from '@agentledger/routers';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRestRoutes } from './rest';

/**
 * The access screen's call, open without credentials and outside the protected scope: REST
 * `POST /api/session` and tRPC `session.create`, both from the open router (which holds nothing
 * else), both counting every attempt against the code-attempt limits inside the procedure.
 */
export function registerSessionRoutes(app: FastifyInstance, createContext: (request: FastifyRequest) => Context) {
  // POST /api/session through the same strict REST routing as every other endpoint.
  registerRestRoutes(app, openRouter, createContext);
  app.post('/trpc/session.create', async (request, reply) => {
    await fastifyRequestHandler({
      req: request,
      res: reply,
      path: 'session.create',
      router: openRouter,
      createContext: ({ req }) => createContext(req),
      responseMeta: ({ errors }) => {
        const limited = errors.find((error) => error instanceof TooManyAttemptsError);
        return limited ? { headers: { 'retry-after': String(limited.retryAfterSeconds) } } : {};
      },
    });
  });
}
