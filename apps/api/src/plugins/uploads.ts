import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * The multipart upload routes. The report and agent-list parsers are a later piece of work;
 * until then both routes say so with 501 rather than pretending to import.
 */
export async function registerUploads(app: FastifyInstance, options: { uploadLimitBytes: number }) {
  await app.register(multipart, { limits: { fileSize: options.uploadLimitBytes, files: 1 } });
  app.post('/api/upload/:carrierId', async (_request, reply) =>
    reply.status(501).send({ message: 'Importing carrier reports is not available yet' }),
  );
  app.post('/api/import-agents', async (_request, reply) =>
    reply.status(501).send({ message: 'Importing agent lists is not available yet' }),
  );
}
