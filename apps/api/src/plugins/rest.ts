import { appRouter, createCallerFactory, type Context } from '@agentledger/routers';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import { buildOpenApiDocument } from './openapi';
import { inputFields, readTextInput, RequestInputError, unknownBodyFieldsCheck } from './rest-input';

/** The OpenAPI document of every REST endpoint: open, so a script can read it before it has a key. */
export function registerOpenApiDocument(app: FastifyInstance) {
  const openApiDocument = buildOpenApiDocument();
  app.get('/api/openapi.json', async () => openApiDocument);
}

type ProcedureDef = {
  type: 'query' | 'mutation' | 'subscription';
  meta?: OpenApiMeta;
  inputs: z.ZodType[];
  output?: unknown;
};
type RouterCall = (input: unknown) => Promise<unknown>;

const VOID_TYPES = new Set(['void', 'undefined', 'never']);

function takesNoInput(inputs: z.ZodType[]): boolean {
  const first = inputs[0] as unknown as { _zod?: { def: { type: string } } } | undefined;
  return !first || VOID_TYPES.has(first._zod?.def.type ?? '');
}

/** The caller's function for a procedure path ("agent.update"). */
function procedureOf(caller: unknown, path: string): RouterCall {
  return path.split('.').reduce((node, segment) => (node as Record<string, unknown>)[segment], caller) as RouterCall;
}

/**
 * The REST endpoints of SPEC section 7, one Fastify route per procedure that has an `openapi` meta,
 * served from the same procedures as tRPC. This replaces trpc-to-openapi's adapter, which coerced
 * by rewriting the shared zod schemas in place (so `"false"` became true, on tRPC as well) and
 * read paths loosely (`0x10` as 16). Here:
 * - path parameters and query strings are turned into the schema's types by strict rules (see
 *   rest-input.ts); unknown query parameters are a 400;
 * - JSON bodies go to the procedure exactly as sent, so zod checks types, never guesses them; a
 *   field the route neither takes nor answers with (a misspelt one) is a 400, not dropped;
 * - every failure is thrown to the one error handler (errors.ts), so it has the one error shape;
 * - procedures may set headers of the answer (X-Total-Count) through `ctx.setResponseHeader`.
 */
export function registerRestRoutes(
  scope: FastifyInstance,
  router: AnyRouter,
  createContext: (request: FastifyRequest) => Context,
  options: { exclude?: readonly string[] } = {},
) {
  const createCaller = createCallerFactory(router);
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi || procedure._def.type === 'subscription' || options.exclude?.includes(path)) continue;
    const usesBody = openapi.method !== 'GET' && openapi.method !== 'DELETE';
    const noInput = takesNoInput(procedure._def.inputs);
    const fields = inputFields(procedure._def.inputs[0]);
    const url = `/api${openapi.path.replace(/\{(\w+)\}/g, ':$1')}`;
    const pathParams = [...openapi.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const unknownBodyFields = unknownBodyFieldsCheck(procedure._def.inputs[0], procedure._def.output, pathParams);

    scope.route({
      method: openapi.method,
      url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const params = (request.params ?? {}) as Record<string, string>;
        // `/api/agents/` is no endpoint, as no other path with a trailing slash is (the OpenAPI
        // document has none): before, it reached GET /api/agents/{id} and was "id: must be a whole number".
        if (pathParams.some((name) => params[name] === '')) return reply.callNotFound();
        const query = (request.query ?? {}) as Record<string, string | string[]>;
        let input: unknown;
        if (usesBody) {
          // Path parameters are read from the path; anything in the query string is a mistake.
          const fromPath = readTextInput(fields, params, {});
          const stray = Object.keys(query);
          if (stray.length) {
            throw new RequestInputError(
              stray.map((name) => ({ path: [name], message: 'is not a query parameter (send it in the JSON body)' })),
            );
          }
          const body = request.body;
          if (body === undefined || (body === null && noInput)) {
            // no payload
          } else if (body === null || typeof body !== 'object' || Array.isArray(body)) {
            const message = noInput ? 'This endpoint takes no body' : 'The request body must be a JSON object';
            throw new RequestInputError([{ path: [], message }]);
          } else {
            const unknown = unknownBodyFields(body as Record<string, unknown>);
            if (unknown.length) throw new RequestInputError(unknown);
          }
          input = noInput ? undefined : { ...((body as Record<string, unknown> | undefined) ?? {}), ...fromPath };
        } else {
          const fromText = readTextInput(noInput ? new Map() : fields, params, query);
          input = noInput ? undefined : fields ? fromText : undefined;
        }
        const context: Context = {
          ...createContext(request),
          setResponseHeader: (name, value) => void reply.header(name, value),
        };
        const data = await procedureOf(createCaller(context), path)(input);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(data ?? null));
      },
    });
  }
}

/**
 * The REST endpoints of SPEC section 7 behind the access check (the session call is registered
 * apart, open). Unknown paths under /api reach the not-found handler (web.ts): 401 or a JSON 404.
 */
export function registerRest(scope: FastifyInstance, createContext: (request: FastifyRequest) => Context) {
  registerRestRoutes(scope, appRouter, createContext, { exclude: ['session.create'] });
}
