import { ERROR_SCHEMA, errorResponseComponents, errorResponseRef, errorStatusesFor } from './errors';

/** Loose JSON of the generated document: the post-processing only reads and writes plain objects. */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The open operation: the access screen's call, which is how a session token is had. */
export const OPEN_OPERATIONS = new Set(['session-create']);

/** The lists that page (limit, offset) and say their whole length in X-Total-Count. */
const PAGED_LISTS = new Set(['agent-list', 'unifiedAgent-list', 'debt-list', 'emailHistory-list', 'fileUpload-list']);

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key with the same body (or file) gets the first answer back (Idempotent-Replayed: true) and nothing is done twice; ' +
    'the same key with another body is a 422, a retry while the first is still running a 409. Kept 24 hours, per credential.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

const TOTAL_COUNT = {
  description: 'How many rows the whole list has (with the filters), whatever the page',
  schema: { type: 'integer', minimum: 0 },
};

/** Names of an operation's query parameters and JSON body properties. */
function inputNames(operation: Json): string[] {
  const query = ((operation.parameters ?? []) as Json[]).filter((p) => p.in === 'query').map((p) => String(p.name));
  const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  return [...query, ...Object.keys(body)];
}

/** One operation made to tell the truth: its security, its Idempotency-Key, its error answers, its headers. */
function finishOperation(path: string, method: string, operation: Json, downloads: ReadonlySet<string>) {
  const operationId = String(operation.operationId ?? '');
  if (!operationId) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} has no operationId`);
  const open = OPEN_OPERATIONS.has(operationId);
  operation.security = open ? [] : [{ bearer: [] }];
  if (method === 'post' && !open) {
    operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
  }
  const responses: Json = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (/^2/.test(status)) responses[status] = response;
  }
  const statuses = errorStatusesFor({
    operationId,
    method,
    hasPathId: /\{\w+\}/.test(path),
    inputNames: inputNames(operation),
    open,
    download: downloads.has(path),
  });
  for (const status of statuses) responses[status] = errorResponseRef(status);
  if (PAGED_LISTS.has(operationId) && responses['200']) {
    responses['200'] = { ...responses['200'], headers: { 'X-Total-Count': TOTAL_COUNT } };
  }
  operation.responses = responses;
}

/**
 * Post-processes the generated document (procedures, uploads) so it says what the server does:
 * the report downloads, one Error schema behind every error answer an operation can give, the
 * bearer security (open only for POST /session), Idempotency-Key on every protected POST and
 * X-Total-Count on the paged lists.
 */
export function finishDocument<T extends object>(generated: T, downloads: Record<string, Json>): T {
  const document = generated as Json;
  document.paths = { ...document.paths, ...downloads };
  const schemas: Json = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')),
  );
  document.components = {
    ...document.components,
    schemas: { ...schemas, Error: ERROR_SCHEMA },
    responses: errorResponseComponents(),
    parameters: { IdempotencyKey: IDEMPOTENCY_KEY },
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'A session token (from POST /session) or an API key: `Authorization: Bearer <token or key>`',
      },
    },
  };
  document.security = [{ bearer: [] }];
  const downloadPaths = new Set(Object.keys(downloads));
  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const method of METHODS) {
      if (item[method]) finishOperation(path, method, item[method], downloadPaths);
    }
  }
  return generated;
}
