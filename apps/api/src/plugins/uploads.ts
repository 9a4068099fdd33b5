import {
  importAgentList,
  importCarrierReport,
  inspectAgentList,
  inspectCarrierReport,
  recordRefusedUpload,
  type Database,
} from '@agentledger/routers';
import {
  AGENT_LIST_EXTENSIONS,
  allowedReportExtensions,
  fileExtension,
  invalidReportTypeHint,
} from '@agentledger/schema';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { claimIdempotencyKey } from './idempotency';
import { inputFields, readTextInput } from './rest-input';
import type { UploadAdmission } from './upload-admission';

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload slots (tests occupy them to see the queue and the refusal). */
    uploadAdmission: UploadAdmission;
  }
}

type UploadedFile = { filename: string; data: Buffer };
type UploadKind = 'carrier_report' | 'agent_list';

export type UploadOptions = { uploadLimitBytes: number; admission: UploadAdmission };

/** Seconds a refused upload is told to wait before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 30;
const BUSY_MESSAGE = 'The server is busy reading other uploads; nothing was imported. Please try again in a minute.';

/** The query parameters each upload route takes; any other is a 400 that lists these, as on the JSON routes. */
const REPORT_QUERY = inputFields(z.object({ preview: z.boolean().optional() }));
const NO_QUERY = inputFields(z.object({}));

/** The route's query read by the JSON routes' strict rules: an unknown, repeated or ill-typed parameter is a 400. */
function readQuery(request: FastifyRequest, takes: ReturnType<typeof inputFields>): Record<string, unknown> {
  return readTextInput(takes, {}, (request.query ?? {}) as Record<string, string | string[]>);
}

/** The base name only, without control characters, at most 255 characters with its extension kept. */
function safeFilename(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'upload';
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 255 - extension.length) + extension;
}

function requireMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw Object.assign(new Error('Send the file as multipart/form-data in a field named "file"'), { statusCode: 400 });
  }
  // Without a boundary the parts cannot be told apart (the parser would throw an unhandled error).
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw Object.assign(new Error('The multipart/form-data content type has no boundary'), { statusCode: 400 });
  }
}

/**
 * A failure of the multipart parser (a body cut short, a part header that is not one, no boundary
 * in the body) is the sender's: 400 with the parser's reason, never a 500.
 */
function malformedMultipart(error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(`The multipart/form-data body could not be read: ${reason}`), { statusCode: 400 });
}

/** An upload refused for what the form holds, with the status to answer. */
class UploadRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/** The parser's limits (one file, a few fields) in words: an upload is one file, in a field named "file". */
function limitReached(error: unknown): UploadRefusal | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') {
    return new UploadRefusal(
      'Send one file per upload: this form has more than one file, and nothing was read from it',
    );
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new UploadRefusal('The form has too many fields: send only the file, in a field named "file"');
  }
  return null;
}

/**
 * The one `file` field of a multipart upload, read with the whole form before anything is
 * imported: a second file is a 400 (only the first used to be read and the rest dropped without a
 * word, so a script that sent two reports in one request had one imported), as are a file in a
 * field of another name and a text field "file". 413 past the size limit; a malformed body is a 400.
 */
async function readFileField(request: FastifyRequest, limitBytes: number): Promise<UploadedFile> {
  let file: UploadedFile | null = null;
  let textFile = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        textFile ||= part.fieldname === 'file';
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new UploadRefusal(
          `The file was sent in a field named "${part.fieldname}": send it in a form field named "file"`,
        );
      }
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw new UploadRefusal(`The file is larger than ${Math.round(limitBytes / 1024 / 1024)} MB`, 413);
      });
      file = { filename: safeFilename(part.filename), data };
    }
  } catch (error) {
    if (error instanceof UploadRefusal) throw error;
    throw limitReached(error) ?? malformedMultipart(error);
  }
  if (file) return file;
  throw new UploadRefusal(
    textFile
      ? 'The field "file" holds text, not a file: send the file itself (with its file name) in the field "file"'
      : 'No file: send it in a form field named "file"',
  );
}

/** What an upload asks for, for its Idempotency-Key: the file's name and bytes. */
const fileFingerprint = (file: UploadedFile) => Buffer.concat([Buffer.from(`${file.filename}\n`), file.data]);

/**
 * Refuses an upload for want of a slot: 503 with Retry-After, recorded under File Uploads with the
 * file's name when its part header arrives promptly. The body is discarded as it streams in, never
 * held in memory.
 */
async function refuseBusy(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  upload: { carrierId: number | null; kind: UploadKind } | null,
) {
  const part = await Promise.race([
    request.file().catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 1000).unref()),
  ]);
  part?.file.resume();
  if (upload) {
    await recordRefusedUpload(database.db, {
      ...upload,
      filename: part ? safeFilename(part.filename) : 'upload',
      reason: `Refused: ${BUSY_MESSAGE}`,
    });
  }
  return reply
    .status(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('connection', 'close')
    .send({ message: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
}

/** The multipart routes: carrier debt reports and agent lists, handed to the import services. */
export async function registerUploads(app: FastifyInstance, database: Database, options: UploadOptions) {
  await app.register(multipart, { limits: { fileSize: options.uploadLimitBytes, files: 1, fields: 5, parts: 6 } });
  const { admission } = options;

  /** Runs `work` in an upload slot, or refuses the upload when none can be had. */
  const admitted = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    upload: { carrierId: number | null; kind: UploadKind } | null,
    work: () => Promise<T>,
  ) => {
    requireMultipart(request);
    const slot = admission.enter();
    if (!slot) return refuseBusy(database, request, reply, upload);
    const leave = await slot;
    try {
      return await work();
    } finally {
      leave();
    }
  };

  /** The carrier named by the path, or the reply that says why not (400 bad id, 404 unknown). */
  const carrierOf = async (raw: string, reply: FastifyReply) => {
    const carrierId = Number(raw);
    if (!/^\d+$/.test(raw) || carrierId < 1 || carrierId > 2147483647) {
      await reply.status(400).send({ message: 'The carrier id must be a positive whole number', code: 'BAD_REQUEST' });
      return null;
    }
    const carrier = await database.db.selectFrom('carriers').selectAll().where('id', '=', carrierId).executeTakeFirst();
    if (!carrier) await reply.status(404).send({ message: `Carrier ${carrierId} not found`, code: 'NOT_FOUND' });
    return carrier ?? null;
  };

  /** A report file of the carrier's accepted types, read from the request; a refused type is recorded when `record`. */
  const readReportFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    carrier: { id: number; accepts_pdf: boolean },
    record: boolean,
  ) => {
    const file = await readFileField(request, options.uploadLimitBytes);
    if (await claimIdempotencyKey(database, request, reply, fileFingerprint(file))) return null;
    if (allowedReportExtensions(carrier.accepts_pdf).includes(fileExtension(file.filename))) return file;
    const message = `Invalid file type: ${invalidReportTypeHint(carrier.accepts_pdf)}`;
    if (record) {
      await recordRefusedUpload(database.db, {
        filename: file.filename,
        carrierId: carrier.id,
        kind: 'carrier_report',
        reason: `Refused: ${message}`,
      });
    }
    await reply.status(400).send({ message, code: 'BAD_REQUEST' });
    return null;
  };

  // ?preview=true reads, matches and computes everything and keeps the upload as a draft; nothing is applied.
  app.post<{ Params: { carrierId: string } }>(
    '/api/upload/:carrierId',
    { config: { multipart: true } },
    async (request, reply) => {
      const { preview } = readQuery(request, REPORT_QUERY);
      const carrier = await carrierOf(request.params.carrierId, reply);
      if (!carrier) return reply;
      return admitted(request, reply, { carrierId: carrier.id, kind: 'carrier_report' }, async () => {
        const file = await readReportFile(request, reply, carrier, true);
        return file
          ? importCarrierReport(database.db, { carrierId: carrier.id, ...file, preview: preview === true })
          : reply;
      });
    },
  );

  // A report read for mapping its layout: first rows per sheet and what detection made of them; nothing is written.
  app.post<{ Params: { carrierId: string } }>(
    '/api/upload/:carrierId/inspect',
    { config: { multipart: true } },
    async (request, reply) => {
      readQuery(request, NO_QUERY);
      const carrier = await carrierOf(request.params.carrierId, reply);
      if (!carrier) return reply;
      return admitted(request, reply, null, async () => {
        const file = await readReportFile(request, reply, carrier, false);
        return file ? inspectCarrierReport(database.db, { carrierId: carrier.id, ...file }) : reply;
      });
    },
  );

  /** An agent list of an accepted type, read from the request; a refused type is recorded when `record`. */
  const readAgentListFile = async (request: FastifyRequest, reply: FastifyReply, record: boolean) => {
    const file = await readFileField(request, options.uploadLimitBytes);
    if (await claimIdempotencyKey(database, request, reply, fileFingerprint(file))) return null;
    if (AGENT_LIST_EXTENSIONS.includes(fileExtension(file.filename))) return file;
    const message = 'Invalid file type: Please upload CSV or Excel files only';
    if (record) {
      await recordRefusedUpload(database.db, {
        filename: file.filename,
        carrierId: null,
        kind: 'agent_list',
        reason: `Refused: ${message}`,
      });
    }
    await reply.status(400).send({ message, code: 'BAD_REQUEST' });
    return null;
  };

  // An agent list read for mapping its columns; nothing is written.
  app.post('/api/import-agents/inspect', { config: { multipart: true } }, async (request, reply) => {
    readQuery(request, NO_QUERY);
    return admitted(request, reply, null, async () => {
      const file = await readAgentListFile(request, reply, false);
      return file ? inspectAgentList(database.db, file) : reply;
    });
  });

  app.post('/api/import-agents', { config: { multipart: true } }, async (request, reply) => {
    readQuery(request, NO_QUERY);
    return admitted(request, reply, { carrierId: null, kind: 'agent_list' }, async () => {
      const file = await readAgentListFile(request, reply, true);
      return file ? importAgentList(database.db, file) : reply;
    });
  });
}
