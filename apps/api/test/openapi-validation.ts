import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { buildOpenApiDocument } from '../src/plugins/openapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Operation = { id: string; method: string; template: string; pattern: RegExp; params: number; spec: Json };

const DOCUMENT_ID = 'openapi.json';

/** The document, its operations and a schema validator: built once per process (per test file's worker). */
let state: { document: Json; operations: Operation[]; ajv: Ajv2020; compiled: Map<string, ValidateFunction> } | null =
  null;

function load() {
  if (state) return state;
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Json;
  const base = new URL(document.servers?.[0]?.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths as Json)) {
    for (const [method, spec] of Object.entries(item as Json)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      const escaped = template
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      operations.push({
        id: String(spec.operationId),
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${base}${escaped}$`),
        params: (template.match(/\{/g) ?? []).length,
        spec,
      });
    }
  }
  // A literal path wins over a template (/agents/find before /agents/{id}), as in the router.
  operations.sort((a, b) => a.params - b.params);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, DOCUMENT_ID);
  state = { document, operations, ajv, compiled: new Map() };
  return state;
}

const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** A `$ref` of the document ("#/components/responses/NotFound") followed to what it names. */
function resolve(document: Json, value: Json): Json {
  let node = value;
  while (typeof node?.$ref === 'string' && node.$ref.startsWith('#/')) {
    node = node.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((at: Json, key: string) => at?.[key], document);
  }
  return node;
}

/** The path of a request URL as the router matched it: no query string, percent-encoding undone once. */
function pathOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The body as the client reads it: a compressed answer (Content-Encoding) is decoded first, so it is checked too. */
function decodedBody(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (String(response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    default:
      return response.body;
  }
}

/**
 * Checks one answer against the OpenAPI document: its status must be documented for the
 * operation, its content type must be one the document gives for that status, and a JSON body must
 * match the schema. Returns the problem, or null. Requests that are not an API operation are not
 * checked: anything outside /api (static files, the web app, /trpc with its own envelope),
 * /api/openapi.json itself, HEAD (Fastify's automatic twin of each GET), and paths or methods no
 * operation has (unknown routes, answered by the not-found handler).
 */
export function checkAgainstDocument(method: string, url: string, response: LightMyRequestResponse): string | null {
  const { document, operations, ajv, compiled } = load();
  const path = pathOf(url);
  if (!path.startsWith('/api/') || path === '/api/openapi.json' || method.toUpperCase() === 'HEAD') return null;
  const operation = operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(path));
  if (!operation) return null;
  const where = `${operation.method} ${operation.template} (${operation.id}) answered ${response.statusCode}`;
  const status = String(response.statusCode);
  const declared = operation.spec.responses?.[status] ?? operation.spec.responses?.[`${status[0]}XX`];
  if (!declared) {
    const documented = Object.keys(operation.spec.responses ?? {}).join(', ');
    return `${where}, which the OpenAPI document does not list (it lists ${documented}); body: ${response.body.slice(0, 300)}`;
  }
  const resolved = resolve(document, declared);
  const contentType = String(response.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (!response.body) return null;
  const content = (resolved.content ?? {}) as Json;
  if (!contentType || !(contentType in content)) {
    return `${where} with content type "${contentType}", which the document does not give for it (${Object.keys(content).join(', ') || 'no body'})`;
  }
  if (contentType !== 'application/json') return null;
  const statusKey = operation.spec.responses?.[status] ? status : `${status[0]}XX`;
  const ref = declared.$ref
    ? `${DOCUMENT_ID}${declared.$ref.replace(/^#\/components\/responses\/(.+)$/, (_: string, name: string) => `#/${pointer('components', 'responses', name, 'content', contentType, 'schema')}`)}`
    : `${DOCUMENT_ID}#/${pointer('paths', operation.template, operation.method.toLowerCase(), 'responses', statusKey, 'content', contentType, 'schema')}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  let text: string;
  let body: unknown;
  try {
    text = decodedBody(response);
    body = JSON.parse(text);
  } catch {
    return `${where} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `  ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('\n');
  return `${where} with a body that does not match the OpenAPI document:\n${errors}\nbody: ${text.slice(0, 500)}`;
}
