import { analyzeStaleTables, type Database } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';

/** How long after a write the check runs (writes in a burst share one check). */
const AFTER_WRITE_MS = 1000;
/**
 * The check runs once more this long after a write: PostgreSQL counts a transaction's rows into
 * its statistics up to ten seconds after the commit (a backend flushes them when idle), so the
 * first check can miss them.
 */
const AGAIN_AFTER_WRITE_MS = 12_000;
/** An import was running: the check waits this long and tries again. */
const BUSY_RETRY_MS = 2000;
/** The check also runs this often, whatever was written (a safety net for writes not made over HTTP). */
const EVERY_MS = 10 * 60_000;

/**
 * Analyses the tables whose statistics are missing or stale (analyzeStaleTables): when the server
 * is ready, shortly after each write that succeeded (an import changes tens of thousands of rows),
 * and every ten minutes. On PGlite nothing else does (no autovacuum); on PostgreSQL it spares the
 * reads between a large import and autovacuum's next round from plans made blind.
 */
export function registerStatistics(app: FastifyInstance, database: Database) {
  let closing = false;
  let running: Promise<void> = Promise.resolve();
  const timers = new Map<number, NodeJS.Timeout>();
  const check = () => {
    running = running
      .then(async () => {
        if (closing) return;
        const analysed = await analyzeStaleTables(database.db);
        if (analysed === null) after(BUSY_RETRY_MS);
        else if (analysed.length) app.log.info({ tables: analysed }, 'planner statistics refreshed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'planner statistics: the check failed'));
  };
  /** One check `ms` from now; more asked for the same delay before it runs are the same check. */
  const after = (ms: number) => {
    if (closing || timers.has(ms)) return;
    const timer = setTimeout(() => {
      timers.delete(ms);
      check();
    }, ms);
    timer.unref();
    timers.set(ms, timer);
  };
  const soon = () => {
    after(AFTER_WRITE_MS);
    after(AGAIN_AFTER_WRITE_MS);
  };
  const every = setInterval(check, EVERY_MS);
  every.unref();
  app.addHook('onReady', async () => check());
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) soon();
    done();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(every);
    for (const timer of timers.values()) clearTimeout(timer);
    await running;
  });
}
