import type { TFileUpload } from '@agentledger/schema';
import type { FileUploadRow } from '../db/types';
import { isoAt } from '../db/convert';

export function toFileUpload(row: FileUploadRow): TFileUpload {
  return {
    id: row.id,
    filename: row.filename,
    carrierId: row.carrier_id,
    kind: row.kind,
    recordsProcessed: row.records_processed,
    recordsImported: row.records_imported,
    status: row.status,
    error: row.error,
    summary: row.summary ?? null,
    uploadedAt: isoAt(row.uploaded_at),
  };
}
