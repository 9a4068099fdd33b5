import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; every non-API path that is not a file gets index.html so the
 * client-side router can show the screen (or its own 404 page).
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const hasWeb = !!webDir && existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/trpc');
    if (isApi || request.method !== 'GET') {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run npm start from the repository root.');
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
