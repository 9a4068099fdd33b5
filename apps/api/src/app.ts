import path from 'node:path';
import type { Context, Database } from '@agentledger/routers';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { registerAuth } from './plugins/auth';
import { registerEmailWorker } from './plugins/email-worker';
import { registerErrorHandling } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { registerReportExports } from './plugins/report-export';
import { registerRest } from './plugins/rest';
import { registerSecurity } from './plugins/security';
import { registerTrpc } from './plugins/trpc';
import { registerUploads } from './plugins/uploads';
import { registerWeb } from './plugins/web';

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  logger?: boolean;
  /** Run the e-mail worker (send jobs, schedule ticker) in this process; main.ts turns it on, tests leave it off. */
  background?: boolean;
};

/** The whole server, not listening: tests drive it with `inject`, main.ts listens. */
export async function buildApp({
  config,
  database,
  logger = false,
  background = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    bodyLimit: config.jsonLimitBytes,
    routerOptions: { maxParamLength: 500 },
  });
  const mail = { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom };
  const emailWorker = background ? registerEmailWorker(app, database, mail) : null;
  const createContext = (): Context => ({
    db: database.db,
    dbKind: database.kind,
    accessCode: config.accessCode,
    sessionHours: config.sessionHours,
    mail,
    wakeEmailWorker: emailWorker?.wake,
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurity(app);
  await registerAuth(app, database, { ...config, configuredApiKeys: config.apiKeys });
  await registerUploads(app, database, config);
  registerReportExports(app, database);
  await registerRest(app, createContext);
  await registerTrpc(app, createContext);
  await registerWeb(app, config.webDir);
  return app;
}
