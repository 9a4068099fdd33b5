import { toCsv, type CsvCell } from '@agentledger/schema';
import { httpError } from './api';
import { authHeaders } from './session';

/** Saves a blob under a file name through a temporary link (the browser's download). */
export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads rows as a CSV file through the one CSV writer of packages/schema. */
export function downloadCsv(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  downloadBlob(filename, new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
}

/** The server's name for the file (Content-Disposition), else the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * A file the server writes (a report, an export), fetched with the session token, then saved
 * under the server's name for it. Resolves to that name and, when the server says it
 * (X-Total-Count), how many rows the file holds.
 */
export async function downloadFromServer(
  path: string,
  fallbackName: string,
): Promise<{ filename: string; total: number | null }> {
  const response = await fetch(path, { headers: authHeaders() });
  if (!response.ok) throw httpError(response, await response.text());
  const filename = filenameOf(response.headers.get('content-disposition'), fallbackName);
  const total = response.headers.get('x-total-count');
  downloadBlob(filename, await response.blob());
  return { filename, total: total === null ? null : Number(total) };
}
/** A server export's path with its query: the filters and order of what the table shows. */
export function exportPath(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
  const text = params.toString();
  return `${path}${text ? `?${text}` : ''}`;
}
