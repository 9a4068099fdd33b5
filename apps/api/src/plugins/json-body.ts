import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies: an empty body is "no payload" (scripts send the JSON header with nothing after
 * it on POST /api/initialize and DELETEs), prototype-poisoning keys are dropped, and malformed
 * JSON is a 400 with a readable message.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
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
