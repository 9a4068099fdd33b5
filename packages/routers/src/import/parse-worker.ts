import { parentPort, workerData } from 'node:worker_threads';
import { parseAgentListTable } from './agent-list-parser';
import { readUploadedTable } from './read-file';
import { parseReportTable } from './report-parser';
import type { ParseJob } from './parse-in-worker';

/** Runs in a worker thread: reads and parses one upload, posts the result or the refusal. */
async function run(job: ParseJob) {
  const table = await readUploadedTable(job.filename, Buffer.from(job.data), job.allowed);
  return job.kind === 'report' ? parseReportTable(table) : parseAgentListTable(table);
}

run(workerData as ParseJob).then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      code: (error as { code?: string }).code,
      message: error instanceof Error ? error.message : String(error),
    }),
);
