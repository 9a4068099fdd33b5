import { appRouter, describeIssues, type Context } from '@agentledger/routers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { buildOpenApiDocument } from './openapi';

type ErrorBody = { message?: string; issues?: { path?: PropertyKey[]; message: string }[] };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The OpenAPI document of every REST endpoint: open, so a script can read it before it has a key. */
export function registerOpenApiDocument(app: FastifyInstance) {
  const openApiDocument = buildOpenApiDocument();
  app.get('/api/openapi.json', async () => openApiDocument);
}

/** The REST endpoints of SPEC section 7, served from the same routers as tRPC. */
export async function registerRest(app: FastifyInstance, createContext: (request: FastifyRequest) => Context) {
  await app.register(async (rest) => {
    rest.addHook('preHandler', async (request) => {
      // A payload-less POST/DELETE may come without a content type; it means "no body".
      if (BODY_METHODS.has(request.method) && !request.headers['content-type'] && request.body === undefined) {
        request.headers['content-type'] = 'application/json';
      }
    });
    rest.addHook('onSend', async (_request, reply, payload) => {
      // trpc-to-openapi says only "Input validation failed"; name the fields and what is wrong.
      if (reply.statusCode !== 400 || typeof payload !== 'string') return payload;
      try {
        const body = JSON.parse(payload) as ErrorBody;
        if (body.issues?.length) return JSON.stringify({ ...body, message: describeIssues(body.issues) });
      } catch {
        // not JSON: leave it as it is
      }
      return payload;
    });
    await rest.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: appRouter,
      createContext: ({ req }: { req: FastifyRequest }) => createContext(req),
    });
  });
}
