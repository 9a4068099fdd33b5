import { importAgentList, importCarrierReport, type Database } from '@agentledger/routers';
import { allowedReportExtensions, fileExtension, invalidReportTypeHint } from '@agentledger/schema';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type UploadedFile = { filename: string; data: Buffer };

/** The base name only, without control characters, at most 255 characters with its extension kept. */
function safeFilename(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'upload';
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 255 - extension.length) + extension;
}

/** The one `file` field of a multipart upload; 400 without one, 413 past the size limit. */
async function readFileField(request: FastifyRequest, limitBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw Object.assign(new Error('Send the file as multipart/form-data in a field named "file"'), { statusCode: 400 });
  }
  const part = await request.file();
  if (!part || part.fieldname !== 'file') {
    throw Object.assign(new Error('No file: send it in a form field named "file"'), { statusCode: 400 });
  }
  const data = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw Object.assign(new Error(`The file is larger than ${Math.round(limitBytes / 1024 / 1024)} MB`), {
        statusCode: 413,
      });
    }
    throw error;
  });
  return { filename: safeFilename(part.filename), data };
}

/** The multipart routes: carrier debt reports and agent lists, handed to the import services. */
export async function registerUploads(app: FastifyInstance, database: Database, options: { uploadLimitBytes: number }) {
  await app.register(multipart, { limits: { fileSize: options.uploadLimitBytes, files: 1, fields: 5, parts: 6 } });

  app.post<{ Params: { carrierId: string } }>('/api/upload/:carrierId', async (request, reply) => {
    const carrierId = Number(request.params.carrierId);
    if (!Number.isInteger(carrierId) || carrierId < 1 || carrierId > 2147483647) {
      return reply.status(400).send({ message: 'The carrier id must be a positive whole number' });
    }
    const carrier = await database.db.selectFrom('carriers').selectAll().where('id', '=', carrierId).executeTakeFirst();
    if (!carrier) return reply.status(404).send({ message: `Carrier ${carrierId} not found` });
    const file = await readFileField(request, options.uploadLimitBytes);
    if (!allowedReportExtensions(carrier.accepts_pdf).includes(fileExtension(file.filename))) {
      return reply.status(400).send({ message: `Invalid file type: ${invalidReportTypeHint(carrier.accepts_pdf)}` });
    }
    return importCarrierReport(database.db, { carrierId, ...file });
  });

  app.post('/api/import-agents', async (request, reply) => {
    const file = await readFileField(request, options.uploadLimitBytes);
    if (!['csv', 'xlsx', 'xls'].includes(fileExtension(file.filename))) {
      return reply.status(400).send({ message: 'Invalid file type: Please upload CSV or Excel files only' });
    }
    return importAgentList(database.db, file);
  });
}
