import { Worker } from 'node:worker_threads';
import { AppError, badRequest } from '../errors';
import type { ParsedAgentList } from './agent-list-parser';
import type { ParsedReport } from './report-parser';

export type ParseJob = { kind: 'report' | 'agents'; filename: string; data: Buffer; allowed: readonly string[] };
type ParseResult<J extends ParseJob> = J['kind'] extends 'report' ? ParsedReport : ParsedAgentList;

export const PARSE_LIMITS = { timeoutMs: 60_000, maxOldGenerationSizeMb: 768 };

// A JavaScript entry that registers tsx in the worker thread, then loads the TypeScript parser.
const workerFile = new URL('./parse-worker-entry.mjs', import.meta.url);

type WorkerReply = { ok: true; result: unknown } | { ok: false; code?: string; message: string };

/**
 * Reads and parses an upload in a worker thread with a time and memory limit, so a hostile file
 * cannot stall or exhaust the server: past the limit the worker is stopped and the upload refused.
 */
export function parseInWorker<J extends ParseJob>(job: J, limits = PARSE_LIMITS): Promise<ParseResult<J>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
    });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      action();
    };
    const timer = setTimeout(
      () => finish(() => reject(badRequest('The file took too long to read; nothing was imported'))),
      limits.timeoutMs,
    );
    worker.once('message', (reply: WorkerReply) =>
      finish(() =>
        reply.ok
          ? resolve(reply.result as ParseResult<J>)
          : reject(
              reply.code === 'BAD_REQUEST'
                ? badRequest(reply.message)
                : new AppError('BAD_REQUEST', 'The file cannot be read'),
            ),
      ),
    );
    worker.once('error', (error) =>
      finish(() =>
        reject(
          /memory/i.test(error.message)
            ? badRequest('The file needs more memory to read than an upload may use; nothing was imported')
            : badRequest('The file cannot be read'),
        ),
      ),
    );
    worker.once('exit', () => finish(() => reject(badRequest('The file cannot be read'))));
  });
}
