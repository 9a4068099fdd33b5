import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestInputError, type InputIssue } from './rest-input';

/**
 * JSON bodies: an empty body is "no payload" (scripts send the JSON header with nothing after
 * it on POST /api/initialize and DELETEs), prototype-poisoning keys are dropped, and malformed
 * JSON (or JSON nested deeper than any real payload) is a 400 with a readable message. Bytes that
 * are not UTF-8 are a 400 too: read leniently they would be stored as U+FFFD, not as sent. (A lone
 * surrogate written as an escape, "\ud800", is valid JSON; the procedures refuse it naming the
 * field, with NUL: unstorableTextPaths of packages/schema.)
 */
const MAX_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** How deeply arrays and objects nest, by one pass over the text (strings skipped). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : utf8.decode(body);
    } catch {
      done(Object.assign(new Error('The request body is not valid UTF-8'), { statusCode: 400 }), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // Our payloads are flat; a deeply nested body is only a way to exhaust the stack.
    if (nestingDepth(text) > MAX_DEPTH) {
      done(Object.assign(new Error('The request body nests too deeply'), { statusCode: 400 }), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) {
        done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
        return;
      }
      done(null, value);
    });
  });
  refuseUnreadBodies(app);
}

/** What a body sent with a GET or DELETE asks for, which those routes never read; nothing when it is empty. */
function unreadBody(method: string, body: unknown): InputIssue[] {
  if (body === undefined || body === null) return [];
  if (typeof body !== 'object' || Array.isArray(body)) {
    const where = method === 'GET' ? ': send its parameters in the query string (?name=value)' : '';
    return [{ path: [], message: `A ${method} takes no body${where}` }];
  }
  return Object.keys(body).map((key) => ({
    path: [key],
    message:
      method === 'GET'
        ? `is not read from the body of a GET: send it in the query string (?${key}=...)`
        : `is not read: a ${method} takes no body`,
  }));
}

/** Past this a GET's body is not read to say what it holds; it is refused all the same. */
const GET_BODY_READ_LIMIT = 64 * 1024;

/**
 * A GET's body as JSON, read here because Fastify never parses one; a body that is not JSON (or
 * too long to read) is a value that is not an object, so it is refused as a body.
 */
async function getBody(request: FastifyRequest): Promise<unknown> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (!(length > 0) && request.headers['transfer-encoding'] === undefined) return undefined;
  if (length > GET_BODY_READ_LIMIT) return 'unread';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    chunks.push(Buffer.from(chunk as Buffer));
    size += (chunk as Buffer).length;
    if (size > GET_BODY_READ_LIMIT) return 'unread';
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A body on a GET or DELETE under /api is refused rather than ignored: a script that sent its
 * filters there (`requests.get(url, json={"status": "terminated"})`) was given every row, as a
 * misspelt query parameter would have been. An empty body, `{}` or `null`, is no payload.
 */
function refuseUnreadBodies(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.method !== 'DELETE') return;
    if (!request.url.startsWith('/api/')) return;
    const body = request.method === 'GET' ? await getBody(request) : request.body;
    const issues = unreadBody(request.method, body);
    if (issues.length) throw new RequestInputError(issues);
  });
}
