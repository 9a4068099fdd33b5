import { toCsv, type CsvCell } from '@agentledger/schema';

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
