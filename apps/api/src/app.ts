import { createServer } from 'node:http';
import path from 'node:path';
import type { Context, Database } from '@agentledger/routers';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import { answerWrongMethod, collectApiMethods } from './plugins/api-paths';
import { authenticate, registerAccessControl, sendUnauthorized } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerCsvExports } from './plugins/csv-exports';
import { registerEmailWorker } from './plugins/email-worker';
import { registerStatistics } from './plugins/statistics';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonBody } from './plugins/json-body';
import { registerReportExports } from './plugins/report-export';
import { registerRequestLog } from './plugins/request-log';
import { registerOpenApiDocument, registerRest } from './plugins/rest';
import { registerSecurity } from './plugins/security';
import { registerSessionRoutes } from './plugins/session-routes';
import { registerTrpc } from './plugins/trpc';
import { UploadAdmission } from './plugins/upload-admission';
import { registerUploads } from './plugins/uploads';
import { registerWeb } from './plugins/web';

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  logger?: boolean;
  /** Run the e-mail worker (send jobs, schedule ticker) in this process; main.ts turns it on, tests leave it off. */
  background?: boolean;
};

/** How often the HTTP server looks for requests past their time limit (Node's default is 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/** The whole server, not listening: tests drive it with `inject`, main.ts listens. */
export async function buildApp({
  config,
  database,
  logger = false,
  background = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.jsonLimitBytes,
    routerOptions: { maxParamLength: 500 },
    // The router's own refusals (a broken %-escape in the path) in the one error shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // A request must arrive whole within the limit (a body trickled in slowly is cut off with 408).
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(60_000, config.requestTimeoutMs),
          connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
        },
        handler,
      ),
  });
  // Before any route, so every /api route's methods are known (a wrong method is a 405, web.ts's guard below).
  const apiMethods = collectApiMethods(app);
  const mail = { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom };
  const emailWorker = background ? registerEmailWorker(app, database, mail) : null;
  if (background) registerStatistics(app, database);
  const policy = { ...config, configuredApiKeys: config.apiKeys };
  const createContext = (request: FastifyRequest): Context => ({
    db: database.db,
    accessCode: config.accessCode,
    sessionHours: config.sessionHours,
    principal: request.principal ?? null,
    clientAddress: request.ip,
    codeAttemptLimits: {
      perAddressPerMinute: config.codeAttemptsPerMinute,
      overallPerHour: config.codeAttemptsPerHour,
    },
    mail,
    wakeEmailWorker: emailWorker?.wake,
  });

  // One admission gate for both upload routes, on the root so tests can see its queue.
  const admission = new UploadAdmission(config.uploadConcurrency, config.uploadQueueLength);
  app.decorate('uploadAdmission', admission);

  registerRequestLog(app);
  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurity(app);
  await registerCompression(app);

  // Open: the access screen's call and the OpenAPI document (the static app is registered last).
  registerSessionRoutes(app, createContext);
  registerOpenApiDocument(app);

  // Protected: every route that reads or changes data, in one Fastify context whose access check
  // runs for every route registered inside it, whatever spelling of the path reached it.
  await app.register(async (scope) => {
    registerAccessControl(scope, database, policy);
    registerIdempotency(scope, database);
    await registerUploads(scope, database, { uploadLimitBytes: config.uploadLimitBytes, admission });
    registerReportExports(scope, database);
    registerCsvExports(scope, database);
    registerRest(scope, createContext);
    await registerTrpc(scope, createContext);
  });

  await registerWeb(app, config.webDir, async (request, reply) => {
    const outcome = await authenticate(database, policy, request);
    if (!('refusal' in outcome)) return answerWrongMethod(request, reply, apiMethods);
    await sendUnauthorized(request, reply, outcome.refusal);
    return true;
  });
  return app;
}
