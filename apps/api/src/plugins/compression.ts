import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip on every JSON and text answer the client accepts it for (lists at 20,000 agents
 * are megabytes of JSON; compressed they are a tenth of that). Brotli at quality 4: the default 11
 * costs far more CPU per request than it saves in bytes on a LAN. Static files are compressed at
 * build time instead (see web.ts), so they cost nothing here.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
