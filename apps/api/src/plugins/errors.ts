import type { FastifyError, FastifyInstance } from 'fastify';

/** Fastify-level failures (body parsing, limits, unknown routes) answer with a JSON `message`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error' });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413 ? 'The request body is too large' : error.message;
    return reply.status(status).send({ message });
  });
}
