/**
 * The error answers of the OpenAPI document: one `Error` schema (the one body errors.ts sends for
 * every 4xx and 5xx), one shared response per status, and which statuses each operation can answer.
 */

type Json = Record<string, unknown>;

export const ERROR_SCHEMA = {
  type: 'object',
  description: 'The one error body of every 4xx and 5xx answer of the REST routes.',
  properties: {
    message: { type: 'string', description: 'What went wrong, in words a person can act on' },
    code: {
      type: 'string',
      description: "tRPC's error key for the status",
      examples: ['BAD_REQUEST', 'NOT_FOUND'],
    },
    issues: {
      type: 'array',
      description: 'Invalid input only: each field (its path in the input) and its problem',
      items: {
        type: 'object',
        properties: {
          path: { type: 'array', items: { type: ['string', 'integer'] } },
          message: { type: 'string' },
        },
        required: ['path', 'message'],
        additionalProperties: false,
      },
    },
  },
  required: ['message', 'code'],
  additionalProperties: false,
};

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
};

/** status → [component name, description, Retry-After header?] */
const ERROR_RESPONSES: Record<string, [string, string, boolean?]> = {
  '400': ['BadRequest', 'Invalid input (issues name the fields), malformed JSON, an unknown query parameter'],
  '401': ['Unauthorized', 'No credential, or a session token or API key that is not valid'],
  '404': ['NotFound', 'The id (or what the input names) does not exist'],
  '409': ['Conflict', 'A conflicting change or request: see the message'],
  '413': ['PayloadTooLarge', 'The request body or file is too large'],
  '415': ['UnsupportedMediaType', 'The body is not JSON (nor multipart/form-data on an upload route)'],
  '422': ['UnprocessableContent', 'The Idempotency-Key was already used with a different request'],
  '429': ['TooManyRequests', 'Too many attempts; wait as Retry-After says', true],
  '500': ['InternalServerError', 'An unexpected failure (logged; answered without its details)'],
  '503': ['ServiceUnavailable', 'The database is unavailable, or the uploads are busy; retry after Retry-After', true],
};

/** `components.responses`: one response per error status, each with the Error schema. */
export function errorResponseComponents(): Record<string, Json> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description, retry]) => [
      name,
      {
        description,
        ...(retry ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

export const errorResponseRef = (status: string) => ({
  $ref: `#/components/responses/${ERROR_RESPONSES[status]?.[0] ?? 'InternalServerError'}`,
});

/** Operations that look an id up although their path has none (named in a body or query field, or the agency's one layout). */
const NOT_FOUND_WITHOUT_PATH_ID = new Set([
  'agent-find',
  'team-members',
  'team-chain',
  'reportLayout-roster-get',
  'reportLayout-roster-delete',
  'email-preview',
  'email-send',
  'email-candidates',
  'email-sendTest',
]);

export type OperationFacts = {
  operationId: string;
  method: string;
  /** The operation's path has a parameter ({id}, {carrierId}). */
  hasPathId: boolean;
  /** Names of its query parameters and JSON body properties. */
  inputNames: string[];
  /** The session call: open, outside the protected scope (no access check, no Idempotency-Key). */
  open: boolean;
  /** A download: no JSON body, no error but the access check, the database and its query parameters. */
  download?: boolean;
};

/** The error statuses one operation can answer, by what the server does for it. */
export function errorStatusesFor(op: OperationFacts): string[] {
  const write = op.method !== 'get';
  const statuses = new Set<string>(['500', '503']); // every operation reads the database
  statuses.add('401'); // the access check of the protected scope; for the session call, a wrong access code
  if (op.download) {
    // A filter that is not one (the debts export), or any query parameter of a report, which takes
    // none, is a 400 rather than the whole list; an unknown id just keeps nothing.
    statuses.add('400');
    return [...statuses].sort();
  }
  statuses.add('400'); // invalid input, malformed JSON, unknown query parameters, a bad Idempotency-Key
  // A write that names an id in its body looks it up. A list's id-named query parameters are filters:
  // one that names nothing keeps nothing (200 []), as every list answers it (GET
  // /api/writing-numbers?agentId=9999 was documented as a 404 it never answered).
  const namesAnId = write && op.inputNames.some((name) => /(^id|Id|^npn)$/.test(name));
  if (op.hasPathId || namesAnId || NOT_FOUND_WITHOUT_PATH_ID.has(op.operationId)) statuses.add('404');
  if (write) {
    statuses.add('413'); // bodyLimit (uploads: the file size limit)
    statuses.add('415'); // writes take JSON only (uploads: multipart)
  }
  // Unique keys, records still in use, concurrent transactions, a running import; on POST also a
  // retry while the first request with its Idempotency-Key is still being handled.
  if (write && !op.open) statuses.add('409');
  if (op.method === 'post' && !op.open) statuses.add('422'); // Idempotency-Key reused with another body
  if (op.open) statuses.add('429'); // the access-code attempt limits
  return [...statuses].sort();
}
