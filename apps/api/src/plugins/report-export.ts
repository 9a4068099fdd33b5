import { exportReport, type Database } from '@agentledger/routers';
import { REPORT_FORMATS, REPORT_NAMES } from '@agentledger/schema';
import type { FastifyInstance } from 'fastify';
import { readTextInput } from './rest-input';

/**
 * The report downloads: GET /api/reports/{aging|exposure|terminated|trend}.{csv|xlsx}, from the
 * same services as the JSON reports (behind the same authentication as every /api route). Like
 * the JSON reports they take no query parameter: one given (a filter a script expected) is a 400
 * that says so, never the whole report as if it had filtered.
 */
export function registerReportExports(app: FastifyInstance, database: Database) {
  for (const name of REPORT_NAMES) {
    for (const format of REPORT_FORMATS) {
      app.get(`/api/reports/${name}.${format}`, async (request, reply) => {
        readTextInput(null, {}, (request.query ?? {}) as Record<string, string | string[]>);
        const file = await exportReport(database.db, name, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      });
    }
  }
}
