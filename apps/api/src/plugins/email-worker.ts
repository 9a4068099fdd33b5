import { startEmailWorker, type Database, type EmailWorker, type MailConfig } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';

/**
 * Runs the e-mail worker in this server: due send schedules are claimed every minute (the first
 * check at start, so a run missed while the server was down goes out once) and queued send jobs
 * are worked through in batches. It starts when the server is ready and stops when it closes.
 */
export function registerEmailWorker(app: FastifyInstance, database: Database, mail: MailConfig) {
  let worker: EmailWorker | null = null;
  let wanted = false;
  app.addHook('onReady', async () => {
    worker = startEmailWorker({
      db: database.db,
      mail,
      onError: (error) => app.log.error({ err: error }, 'e-mail worker: a run failed; retrying at the next tick'),
    });
    if (wanted) worker.wake();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = null;
  });
  return {
    /** A send job was queued here: start on it now rather than at the next poll. */
    wake: () => {
      if (worker) worker.wake();
      else wanted = true;
    },
  };
}
