import { appRouter, type Context } from '@agentledger/routers';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppRouter } from '@agentledger/routers';

/** The typed RPC endpoint the web app and internal clients use. */
export async function registerTrpc(app: FastifyInstance, createContext: (request: FastifyRequest) => Context) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(req),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
