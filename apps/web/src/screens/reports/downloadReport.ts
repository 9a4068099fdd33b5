import type { TReportFormat, TReportName } from '@agentledger/schema';
import { messageOf } from '../../lib/api';
import { downloadBlob } from '../../lib/download';
import { authHeaders } from '../../lib/session';

/** The server's name for the file (Content-Disposition), else '{name}-report.{format}'. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** A report file from GET /api/reports/{name}.{format}, fetched with the session token, then saved. */
export async function downloadReport(name: TReportName, format: TReportFormat): Promise<string> {
  const response = await fetch(`/api/reports/${name}.${format}`, { headers: authHeaders() });
  if (!response.ok) {
    // SPEC section 8: "status: body", logged to the console, with the server's message for the toast.
    const text = await response.text();
    const error = new Error(`${response.status}: ${text || response.statusText}`);
    console.error(error);
    throw Object.assign(error, { status: response.status, serverMessage: messageOf(text) });
  }
  const filename = filenameOf(response.headers.get('content-disposition'), `${name}-report.${format}`);
  downloadBlob(filename, await response.blob());
  return filename;
}
