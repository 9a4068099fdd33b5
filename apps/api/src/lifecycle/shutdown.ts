import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT: stop taking connections, let every request and upload in flight finish and
 * get its answer, close kept-alive connections as soon as they are idle (a browser's would otherwise
 * hold the process for the 72 s keep-alive timeout), stop the e-mail worker and close the database
 * (Fastify's onClose hooks), then exit 0. Past the grace period, whatever is still open is cut and
 * the process exits 1.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, graceMs: number, onExit: () => void) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing the requests in flight, then exiting (at most ${graceMs / 1000} s)`);
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      app.log.error(`${signal}: requests still running after ${graceMs / 1000} s; cutting them off`);
      app.server.closeAllConnections();
      onExit();
      process.exit(1);
    }, graceMs);
    app.close().then(
      () => {
        clearInterval(idleSweep);
        clearTimeout(deadline);
        onExit();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        onExit();
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
