import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart/form-data body (the upload routes); every other write takes JSON. */
    multipart?: boolean;
  }
}

const JSON_TYPE = /^application\/json\b/i;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;

/**
 * Security headers, and no state change from a body a cross-site form could send: writes take
 * JSON (or, on routes marked `multipart`, multipart) and nothing else. The route's own config
 * decides, never the URL text.
 */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Chakra/emotion inject their CSS at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) return;
    // No route: nothing can change, and the not-found handler answers (401 first for API paths).
    if (!request.routeOptions.url) return;
    const type = request.headers['content-type'];
    if (!type) return;
    if (JSON_TYPE.test(type)) return;
    if (MULTIPART_TYPE.test(type) && request.routeOptions.config.multipart) return;
    return reply.status(415).send({
      message: `Unsupported content type "${type.split(';')[0]}": send JSON`,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
}
