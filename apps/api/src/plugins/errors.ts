import { AppError, describeIssues, mapDatabaseError, TooManyAttemptsError } from '@agentledger/routers';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { RequestInputError, withPlusHint, type InputIssue } from './rest-input';

/** The one error body of every 4xx and 5xx answer outside tRPC's own envelope. */
export type ErrorBody = { message: string; code: string; issues?: InputIssue[] };

/** tRPC's error key for an HTTP status, so every error body carries the same kind of `code`. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorCodeOf(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

export const issuesOf = (error: ZodError): InputIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
    message: issue.message,
  }));

/** Fastify's own refusals in words a person can act on. */
function fastifyMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return 'The request body is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return 'Unsupported content type: send JSON (Content-Type: application/json), or multipart/form-data to the upload routes';
  }
  return error.message;
}

/**
 * Every failure of a route — procedures, uploads, body parsing, limits, hooks — answers with one
 * shape: `{ message, code }`, plus `issues` (field path and problem) when input was invalid. A
 * database that is down is a 503; an unexpected failure is logged and answered without its text.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);
    if (error instanceof RequestInputError) {
      const issues = withPlusHint(error.issues, request.raw.url);
      return send(400, { message: describeIssues(issues), code: 'BAD_REQUEST', issues });
    }
    if (error instanceof TRPCError) {
      const status = getHTTPStatusCodeFromError(error);
      if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.cause instanceof ZodError) {
        const issues = withPlusHint(issuesOf(error.cause), request.raw.url);
        return send(400, { message: describeIssues(issues), code: 'BAD_REQUEST', issues });
      }
      if (status >= 500) {
        // Our own errors (a database found down by a procedure) already carry a message for people.
        const mapped = error instanceof AppError ? error : mapDatabaseError(error.cause);
        if (mapped) return send(getHTTPStatusCodeFromError(mapped), { message: mapped.message, code: mapped.code });
        request.log.error({ err: error }, 'request failed');
        return send(status, { message: 'Internal server error', code: error.code });
      }
      return send(status, { message: error.message, code: error.code });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      const mapped = mapDatabaseError(error);
      if (mapped) return send(getHTTPStatusCodeFromError(mapped), { message: mapped.message, code: mapped.code });
      request.log.error({ err: error }, 'request failed');
      return send(status, { message: 'Internal server error', code: errorCodeOf(status) });
    }
    return send(status, { message: fastifyMessage(error, status), code: errorCodeOf(status) });
  });
}

/** Fastify's router refusals, said in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The path is not valid: a "%" in it must be followed by the two hexadecimal digits of a UTF-8 byte',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the path is too long',
};

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path with a broken %-escape such
 * as `/api/agents/%E0%A4%A`, a path part past maxParamLength) are written by Fastify straight to
 * the socket as `{ error, code: "FST_ERR_BAD_URL", message, statusCode }` unless this is given;
 * with it they have the one error shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // A 400 whatever Fastify would say (414 for a long path part): the request is bad, and the API's
  // documented answers are 400s.
  const status = 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
  return reply.status(status).send({ message, code: errorCodeOf(status) } satisfies ErrorBody);
}
