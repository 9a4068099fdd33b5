import { Worker } from 'node:worker_threads';
import { badRequest } from '../errors';
import type { FileKind } from './file-type';
import type { PdfPage } from './pdf';
import type { SheetRows } from './report-header';

export const MAX_ROWS = 200_000;
/** Lines a file may have beyond its data rows: titles, the header, blank lines, a Total row. */
export const MAX_EXTRA_LINES = 25;

export const PARSE_LIMITS = {
  timeoutMs: 60_000,
  maxOldGenerationSizeMb: 768,
  maxLines: MAX_ROWS + MAX_EXTRA_LINES + 1,
  maxPdfPages: 500,
};

// Plain JavaScript, so the same file runs under tsx, vitest and node alike (see its header).
const workerFile = new URL('./parse-worker.mjs', import.meta.url);

/**
 * What the worker posts: parts of a streamed sheet's rows (a CSV's) as they are read, then one
 * final reply; a sheet marked `streamed` in it is made of the parts before it.
 */
type WorkerReply =
  | { part: unknown[] }
  | { text: string }
  | { ok: true; rows: ({ streamed?: true; name: string | null } | object)[] }
  | { ok: false; refusal: boolean; message: string };

/** A started worker waiting for its file, so that an upload does not wait for a thread to start (~35 ms). */
let spare: Worker | null = null;

function startWorker(maxOldGenerationSizeMb: number, preload = false): Worker {
  return new Worker(workerFile, {
    // A spare loads the CSV reader while it waits (parse-worker.mjs).
    workerData: { preload },
    resourceLimits: { maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 8 },
  });
}

/**
 * Starts the spare worker (the server does at start). It does not keep the process alive, and one
 * that ends before it is used (it should not) is forgotten.
 */
export function prepareParseWorker(): void {
  if (spare) return;
  const worker = startWorker(PARSE_LIMITS.maxOldGenerationSizeMb, true);
  worker.unref();
  const forget = () => {
    if (spare === worker) spare = null;
  };
  worker.once('exit', forget);
  worker.once('error', forget);
  spare = worker;
}

/**
 * A worker for one file: the spare one (then another is started for the next file) when the
 * memory limit is the usual one, else a new one. Each worker reads one file and is stopped.
 */
function takeWorker(maxOldGenerationSizeMb: number): Worker {
  // A spare that has stopped meanwhile (its threadId is then -1) would never answer: it is replaced.
  if (spare && spare.threadId < 0) {
    spare = null;
    setImmediate(prepareParseWorker);
  }
  if (maxOldGenerationSizeMb !== PARSE_LIMITS.maxOldGenerationSizeMb || !spare) {
    return startWorker(maxOldGenerationSizeMb);
  }
  const worker = spare;
  spare = null;
  worker.removeAllListeners();
  worker.ref();
  setImmediate(prepareParseWorker);
  return worker;
}

/**
 * Turns an upload's bytes into rows of cells (a PDF: its text lines) in a worker thread with a time
 * and memory limit, so a hostile file cannot stall or exhaust the server: past the limit the worker
 * is stopped and the upload refused with a 400.
 */
export function readInWorker(kind: 'pdf', data: Buffer, limits?: typeof PARSE_LIMITS): Promise<PdfPage[]>;
export function readInWorker(
  kind: Exclude<FileKind, 'pdf'>,
  data: Buffer,
  limits?: typeof PARSE_LIMITS,
): Promise<SheetRows[]>;
export function readInWorker(kind: FileKind, data: Buffer, limits = PARSE_LIMITS): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker(limits.maxOldGenerationSizeMb);
    worker.postMessage({ kind, data, limits: { maxLines: limits.maxLines, maxPdfPages: limits.maxPdfPages } });
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
    let streamedRows: unknown[] = [];
    worker.on('message', (reply: WorkerReply) => {
      if ('part' in reply) {
        // push(...part) per part: a part is a few thousand rows, well inside the argument limit.
        streamedRows.push(...reply.part);
        return;
      }
      if ('text' in reply) {
        // A part as one text (parse-worker.mjs's readCsv): rows between record separators, cells between unit separators.
        for (const line of reply.text.split('\u001e')) streamedRows.push(line.split('\u001f'));
        return;
      }
      finish(() => {
        if (!reply.ok) {
          reject(badRequest(reply.refusal ? reply.message : 'The file cannot be read; nothing was imported'));
          return;
        }
        const rows = streamedRows;
        streamedRows = [];
        resolve(reply.rows.map((sheet) => ('streamed' in sheet ? { name: sheet.name, rows } : sheet)));
      });
    });
    worker.once('error', (error) =>
      finish(() =>
        reject(
          /memory/i.test(error.message)
            ? badRequest('The file needs more memory to read than an upload may use; nothing was imported')
            : badRequest('The file cannot be read; nothing was imported'),
        ),
      ),
    );
    worker.once('exit', () => finish(() => reject(badRequest('The file cannot be read; nothing was imported'))));
  });
}
