import { createHash } from 'node:crypto';
import {
  claimIdempotencyKeyRecord,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type Database,
} from '@agentledger/routers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeOf } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, whose answer is stored when it is sent. */
    idempotencyClaim: { owner: string; key: string } | null;
  }
}

/** Printable ASCII, as an HTTP header carries it; long enough for a UUID or a script's own scheme. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** Keys belong to the credential that sent them: two scripts never see each other's answers. */
function ownerOf(request: FastifyRequest): string {
  return sha256(request.headers.authorization ?? 'anonymous');
}

/**
 * A JSON body as what it asks for: object keys sorted at every depth, so a retry that sends the
 * same fields in another order (a script that rebuilt its object) is the same request, as one
 * with other whitespace already was (the body is compared as parsed). Arrays keep their order,
 * which is part of what they say.
 *
 * Changing what is hashed changes the fingerprint of a body whose keys were not in sorted order:
 * a key stored before a deploy that changed it, retried after it, would be a 422 rather than a
 * replay. Keys live 24 hours, so this touches only retries across the deploy; such a retry should
 * take a new key.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ message, code: errorCodeOf(status) });
}

/**
 * Claims the request's Idempotency-Key for `fingerprint` (what the request asks for). Returns true
 * when the reply was already sent: the first answer replayed, 422 for the same key with another
 * request, 409 while the first request is still being handled, 400 for a malformed key.
 */
export async function claimIdempotencyKey(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  fingerprint: string | Buffer,
): Promise<boolean> {
  const header = request.headers['idempotency-key'];
  if (header === undefined || request.method !== 'POST') return false;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    await refuse(reply, 400, 'The Idempotency-Key header must be 1 to 255 printable characters without spaces');
    return true;
  }
  const ref = { owner: ownerOf(request), key };
  const requestHash = sha256(`${request.method} ${request.url}\n${sha256(fingerprint)}`);
  const outcome = await claimIdempotencyKeyRecord(database.db, { ...ref, requestHash });
  switch (outcome.state) {
    case 'claimed':
      request.idempotencyClaim = ref;
      return false;
    case 'mismatch':
      await refuse(
        reply,
        422,
        'This Idempotency-Key was already used with a different request; use a new key for a new request',
      );
      return true;
    case 'pending':
      await refuse(reply, 409, 'A request with this Idempotency-Key is still being handled; retry in a moment');
      return true;
    case 'answer':
      await reply
        .status(outcome.answer.status)
        .header('idempotent-replayed', 'true')
        .type(outcome.answer.contentType ?? 'application/json; charset=utf-8')
        .send(outcome.answer.body);
      return true;
  }
}

/**
 * Idempotency-Key on every POST of the protected scope. JSON requests are claimed before the
 * handler runs; multipart uploads claim their key once the file is read (uploads.ts), with the
 * file's bytes as what the request asks for. The answer is stored as it is sent: a retry with the
 * same key and body gets it back and nothing is done twice; a 5xx is not kept, so a retry runs again.
 * Kept in PostgreSQL (the idempotency_keys table), so several server processes agree.
 */
export function registerIdempotency(scope: FastifyInstance, database: Database) {
  scope.decorateRequest('idempotencyClaim', null);
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.headers['idempotency-key'] === undefined) return;
    if (request.isMultipart()) return;
    const body = request.body === undefined ? '' : canonicalJson(request.body);
    if (await claimIdempotencyKey(database, request, reply, body)) return reply;
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || text === null) {
      await releaseIdempotencyKey(database.db, claim);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await storeIdempotentAnswer(database.db, claim, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: text,
    });
    return payload;
  });
}
