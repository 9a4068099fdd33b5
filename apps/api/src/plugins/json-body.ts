import type { FastifyInstance } from 'fastify';

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
}
