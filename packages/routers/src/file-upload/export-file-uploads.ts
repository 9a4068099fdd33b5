import { fileDate, type CsvCell, type TFileUploadExportInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { writeQueryCsv } from '../db/cursorCsv';
import type { DB } from '../db/types';
import { uploadRows, type FileUploadListRow } from './queries';
import { toFileUploadRow } from './window-file-uploads';

/** The File Uploads tab's columns, as its table shows them (an agent list leaves Carrier empty). */
export const FILE_UPLOAD_CSV_HEADER = ['ID', 'Filename', 'Carrier', 'Records Processed', 'Status', 'Uploaded At'];

function cells(row: FileUploadListRow): CsvCell[] {
  const upload = toFileUploadRow(row);
  return [upload.id, upload.filename, upload.carrierName, upload.recordsProcessed, upload.status, upload.uploadedAt];
}

export const fileUploadExportFilename = () => `file-uploads-${fileDate()}.csv`;

/** GET /api/file-uploads/export.csv: the uploads the search keeps, in their order, streamed. */
export function writeFileUploadsCsv(
  db: Kysely<DB>,
  filter: TFileUploadExportInput,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  return writeQueryCsv(db, (trx) => uploadRows(filter).compile(trx), FILE_UPLOAD_CSV_HEADER, cells, write);
}
