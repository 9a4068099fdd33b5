import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers a request for an unknown API path; resolves to true when it answered (401 without credentials). */
export type ApiPathGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Serves the built web app; every non-API path that is not a file gets index.html so the
 * client-side router can show the screen (or its own 404 page). A path that only LOOKS like
 * no API path (encoded, dotted, upper-case) is still answered as an API path: 401 or 404 JSON.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined, guard: ApiPathGuard) {
  const hasWeb = !!webDir && existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts): served as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Assets carry a hash of their content in their name: a browser may keep them for good.
        // index.html names the current assets, so it is checked every time.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const apiPath = isApiPath(request.url);
    if (apiPath && (await guard(request, reply))) return reply;
    if (apiPath || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run npm start from the repository root.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
