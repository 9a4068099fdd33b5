import type { Context, Database } from '@agentledger/routers';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { registerRest } from './plugins/rest';
import { registerSecurity } from './plugins/security';
import { registerTrpc } from './plugins/trpc';
import { registerUploads } from './plugins/uploads';
import { registerWeb } from './plugins/web';

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  logger?: boolean;
};

/** The whole server, not listening: tests drive it with `inject`, main.ts listens. */
export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    bodyLimit: config.jsonLimitBytes,
    routerOptions: { maxParamLength: 500 },
  });
  const createContext = (): Context => ({
    db: database.db,
    dbKind: database.kind,
    accessCode: config.accessCode,
    sessionHours: config.sessionHours,
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurity(app);
  await registerAuth(app, database, { ...config, configuredApiKeys: config.apiKeys });
  await registerUploads(app, database, config);
  await registerRest(app, createContext);
  await registerTrpc(app, createContext);
  await registerWeb(app, config.webDir);
  return app;
}
