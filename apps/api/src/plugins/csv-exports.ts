import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { ZAgentExportInput, ZEmailHistoryExportInput, ZFileUploadExportInput } from '@agentledger/schema';
import {
  agentExportFilename,
  debtExportFilename,
  emailHistoryExportFilename,
  fileUploadExportFilename,
  writeAgentsCsv,
  writeDebtsCsv,
  writeEmailHistoryCsv,
  writeFileUploadsCsv,
  writeUnifiedCsv,
  countUnifiedExport,
  unifiedExportFilename,
  ZDebtExportInput,
  ZUnifiedExportInput,
  type Database,
} from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { issuesOf } from './errors';
import { inputFields, readTextInput, RequestInputError } from './rest-input';

type CsvExport<Input extends z.ZodType> = {
  path: string;
  input: Input;
  filename: (filter: z.output<Input>) => string;
  write: (database: Database, filter: z.output<Input>, write: (chunk: string) => Promise<void>) => Promise<void>;
  /** How many rows the file holds, sent first as X-Total-Count (read just before the file's own transaction). */
  count?: (database: Database, filter: z.output<Input>) => Promise<number>;
};

/**
 * A CSV download with the filters and order of its list, streamed as it is read so 100,000 rows
 * never sit in memory at once (issue 15). A filter that is not one is a 400 before anything is sent.
 */
function registerCsvExport<Input extends z.ZodType>(
  scope: FastifyInstance,
  database: Database,
  exported: CsvExport<Input>,
) {
  const fields = inputFields(exported.input);
  scope.get(exported.path, async (request, reply) => {
    const parsed = exported.input.safeParse(
      readTextInput(fields, {}, (request.query ?? {}) as Record<string, string | string[]>),
    );
    if (!parsed.success) throw new RequestInputError(issuesOf(parsed.error));
    if (exported.count) reply.header('x-total-count', String(await exported.count(database, parsed.data)));
    const body = new PassThrough();
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exported.filename(parsed.data)}"`)
      .header('cache-control', 'no-store');
    const written = exported.write(database, parsed.data, async (chunk) => {
      // A download the browser gave up on ends the export (and its transaction) at the next part.
      if (body.destroyed) throw new Error('The download was closed before it ended');
      if (!body.write(chunk)) await Promise.race([once(body, 'drain'), once(body, 'close')]);
    });
    // The answer has started: a failure now can only cut the file short, and the log says why.
    written.then(
      () => body.end(),
      (error: unknown) => {
        request.log.error({ err: error }, `${exported.path} failed`);
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply.send(body);
  });
}

/**
 * GET /api/debts/export.csv (the Database Viewer's Debts tab, filtered and ordered as GET
 * /api/debts) and GET /api/agents/export.csv (the dashboard's agents-{date}.csv, filtered and
 * ordered as GET /api/agents), SPEC's unified_agents_export_{date}.csv (filtered and ordered as GET
 * /api/unified-agents), and the Email History and File Uploads tabs as their tables show them.
 */
export function registerCsvExports(scope: FastifyInstance, database: Database) {
  registerCsvExport(scope, database, {
    path: '/api/debts/export.csv',
    input: ZDebtExportInput,
    filename: debtExportFilename,
    write: (db, filter, write) => writeDebtsCsv(db.db, filter, write),
  });
  registerCsvExport(scope, database, {
    path: '/api/agents/export.csv',
    input: ZAgentExportInput,
    filename: agentExportFilename,
    write: (db, filter, write) => writeAgentsCsv(db.db, filter, write),
  });
  registerCsvExport(scope, database, {
    path: '/api/unified-agents/export.csv',
    input: ZUnifiedExportInput,
    filename: unifiedExportFilename,
    write: (db, filter, write) => writeUnifiedCsv(db.db, filter, write),
    count: (db, filter) => countUnifiedExport(db.db, filter),
  });
  registerCsvExport(scope, database, {
    path: '/api/email-history/export.csv',
    input: ZEmailHistoryExportInput,
    filename: emailHistoryExportFilename,
    write: (db, filter, write) => writeEmailHistoryCsv(db.db, filter, write),
  });
  registerCsvExport(scope, database, {
    path: '/api/file-uploads/export.csv',
    input: ZFileUploadExportInput,
    filename: fileUploadExportFilename,
    write: (db, filter, write) => writeFileUploadsCsv(db.db, filter, write),
  });
}
