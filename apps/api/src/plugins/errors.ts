import { describeIssues, mapDatabaseError, TooManyAttemptsError } from '@agentledger/routers';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/**
 * Fastify-level failures (body parsing, limits, hooks, plain routes) answer with a JSON `message`;
 * a database that is down is a 503, never a raw driver message.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TRPCError) {
      const httpStatus = getHTTPStatusCodeFromError(error);
      if (httpStatus >= 500) request.log.error({ err: error }, 'request failed');
      if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
      const message =
        httpStatus >= 500
          ? 'Internal server error'
          : error.cause instanceof ZodError
            ? describeIssues(error.cause.issues)
            : error.message;
      return reply.status(httpStatus).send({ message, code: error.code });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      const mapped = mapDatabaseError(error);
      if (mapped) {
        const httpStatus = mapped.code === 'SERVICE_UNAVAILABLE' ? 503 : mapped.code === 'CONFLICT' ? 409 : 400;
        return reply.status(httpStatus).send({ message: mapped.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error' });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413 ? 'The request body is too large' : error.message;
    return reply.status(status).send({ message });
  });
}
