import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const JSON_TYPE = /^application\/json\b/i;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;
const UPLOAD_ROUTES = /^\/api\/(upload\/[^/?]+|import-agents)(\?|$)/;

/**
 * Security headers, and no state change from a body a cross-site form could send: writes take
 * JSON (or, on the upload routes only, multipart) and nothing else.
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
    const type = request.headers['content-type'];
    if (!type) return;
    if (JSON_TYPE.test(type)) return;
    if (MULTIPART_TYPE.test(type) && UPLOAD_ROUTES.test(request.url)) return;
    return reply.status(415).send({ message: `Unsupported content type "${type.split(';')[0]}": send JSON` });
  });
}
