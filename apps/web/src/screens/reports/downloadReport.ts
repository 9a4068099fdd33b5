import type { TReportFormat, TReportName } from '@agentledger/schema';
import { downloadFromServer } from '../../lib/download';

/** A report file from GET /api/reports/{name}.{format}, saved; resolves to its file name. */
export function downloadReport(name: TReportName, format: TReportFormat): Promise<string> {
  return downloadFromServer(`/api/reports/${name}.${format}`, `${name}-report.${format}`).then((file) => file.filename);
}
