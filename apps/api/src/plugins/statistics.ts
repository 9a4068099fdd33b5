import { analyzeStaleTables, type Database } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';

/** How long after a write the check runs (writes in a burst share one check). */
const AFTER_WRITE_MS = 1000;
/** The check also runs this often, whatever was written (a safety net for writes not made over HTTP). */
const EVERY_MS = 10 * 60_000;

/**
 * On the embedded database (PGlite has no autovacuum), analyses the tables whose statistics are
 * missing or stale (analyzeStaleTables): when the server is ready, shortly after each write that
 * succeeded (an import changes tens of thousands of rows), and every ten minutes. PostgreSQL's
 * own autovacuum does this there, so nothing is registered for it.
 */
export function registerStatistics(app: FastifyInstance, database: Database) {
  if (database.kind !== 'pglite') return;
  let scheduled: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    scheduled = null;
    running = running
      .then(async () => {
        const analysed = await analyzeStaleTables(database.db);
        if (analysed.length) app.log.info({ tables: analysed }, 'planner statistics refreshed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'planner statistics: the check failed'));
  };
  const soon = () => {
    scheduled ??= setTimeout(check, AFTER_WRITE_MS);
    scheduled.unref();
  };
  const every = setInterval(check, EVERY_MS);
  every.unref();
  app.addHook('onReady', async () => check());
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) soon();
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(every);
    if (scheduled) clearTimeout(scheduled);
    await running;
  });
}
