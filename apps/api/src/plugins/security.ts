import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
const HELMET_OPTIONS: HelmetOptions = {
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
};

/**
 * The headers Helmet sets, read once: with no per-request directive (no nonce) they are the same
 * for every answer, and Helmet rebuilds them on each call (its CSP serialised anew), about 4% of
 * the server's time on a script's small GET (bench/request-path.ts profile).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers, and no state change from a body a cross-site form could send: writes take
 * JSON (or, on routes marked `multipart`, multipart) and nothing else. The route's own config
 * decides, never the URL text.
 */
export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  // Every answer, the not-found handler's and errors' included, as @fastify/helmet's global hook did.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) return;
    // No route: nothing can change, and the not-found handler answers (401 first for API paths).
    if (!request.routeOptions.url) return;
    const type = request.headers['content-type'];
    if (!type) return;
    const multipart = request.routeOptions.config.multipart === true;
    if (multipart ? MULTIPART_TYPE.test(type) : JSON_TYPE.test(type)) return;
    // Say what the route takes: an upload route a file (sent as text/csv or as JSON, say), any other JSON.
    const wanted = multipart
      ? 'send the file as multipart/form-data, in a field named "file"'
      : 'send JSON (Content-Type: application/json)';
    return reply.status(415).send({
      message: `Unsupported content type "${type.split(';')[0]!.trim()}": ${wanted}`,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
}
