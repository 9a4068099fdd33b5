import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { debtExportFilename, writeDebtsCsv, ZDebtExportInput, type Database } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';
import { issuesOf } from './errors';
import { inputFields, readTextInput, RequestInputError } from './rest-input';

const fields = inputFields(ZDebtExportInput);

/**
 * GET /api/debts/export.csv: the Database Viewer's Debts tab as a file, with the same filters and
 * order as GET /api/debts (search, carrierId, status, ageRange, agentId, sort, order), streamed as
 * it is read so 100,000 debts never sit in memory at once. A filter that is not one is a 400
 * before anything is sent.
 */
export function registerDebtExport(scope: FastifyInstance, database: Database) {
  scope.get('/api/debts/export.csv', async (request, reply) => {
    const parsed = ZDebtExportInput.safeParse(
      readTextInput(fields, {}, (request.query ?? {}) as Record<string, string | string[]>),
    );
    if (!parsed.success) throw new RequestInputError(issuesOf(parsed.error));
    const body = new PassThrough();
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${debtExportFilename()}"`)
      .header('cache-control', 'no-store');
    const written = writeDebtsCsv(database.db, parsed.data, async (chunk) => {
      // A download the browser gave up on ends the export (and its transaction) at the next part.
      if (body.destroyed) throw new Error('The download was closed before it ended');
      if (!body.write(chunk)) await Promise.race([once(body, 'drain'), once(body, 'close')]);
    });
    // The answer has started: a failure now can only cut the file short, and the log says why.
    written.then(
      () => body.end(),
      (error: unknown) => {
        request.log.error({ err: error }, 'debts export failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply.send(body);
  });
}
