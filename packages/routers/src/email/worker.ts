import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { runDueSchedules } from '../email-schedule/service';
import type { MailConfig } from './delivery';
import { processEmailJobBatch } from './jobs';

export type EmailWorkerOptions = {
  db: Kysely<DB>;
  mail: MailConfig;
  /** How often waiting jobs are looked for (a send in this process wakes the worker at once). */
  jobPollMs?: number;
  /** How often due schedules are claimed; the first tick is at start, so a missed run runs then. */
  scheduleTickMs?: number;
  onError?: (error: unknown) => void;
};

export type EmailWorker = {
  /** Look for work now (a job was just queued). */
  wake: () => void;
  /** Stops after the batch in hand; resolves when the loop has ended. */
  stop: () => Promise<void>;
};

/**
 * The background side of e-mail: claims due schedules every minute and works through queued send
 * jobs in small batches. All state is in PostgreSQL, so any number of servers can run one each.
 */
export function startEmailWorker(options: EmailWorkerOptions): EmailWorker {
  const jobPollMs = options.jobPollMs ?? 2_000;
  const scheduleTickMs = options.scheduleTickMs ?? 60_000;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let pendingWake = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopped) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const loop = async () => {
    let nextScheduleTick = 0;
    while (!stopped) {
      try {
        if (Date.now() >= nextScheduleTick) {
          nextScheduleTick = Date.now() + scheduleTickMs;
          await runDueSchedules(options.db);
        }
        while (!stopped && (await processEmailJobBatch(options.db, options.mail)) > 0) {
          // keep going while there is work
        }
      } catch (error) {
        options.onError?.(error);
      }
      if (!stopped) await pause(Math.max(0, Math.min(jobPollMs, nextScheduleTick - Date.now())));
    }
  };
  const running = loop();

  const wake = () => {
    if (wakeUp) wakeUp();
    else pendingWake = true;
  };
  return {
    wake,
    stop: async () => {
      stopped = true;
      wake();
      await running;
    },
  };
}
