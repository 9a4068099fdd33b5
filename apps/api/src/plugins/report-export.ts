import { exportReport, type Database } from '@agentledger/routers';
import { REPORT_FORMATS, REPORT_NAMES } from '@agentledger/schema';
import type { FastifyInstance } from 'fastify';

/**
 * The report downloads: GET /api/reports/{aging|exposure|terminated|trend}.{csv|xlsx}, from the
 * same services as the JSON reports (behind the same authentication as every /api route).
 */
export function registerReportExports(app: FastifyInstance, database: Database) {
  for (const name of REPORT_NAMES) {
    for (const format of REPORT_FORMATS) {
      app.get(`/api/reports/${name}.${format}`, async (_request, reply) => {
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
