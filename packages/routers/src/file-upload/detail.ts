import type { TFileUploadDetail } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { selectReviewRows } from '../import-review/queries';
import { isLatestApplied } from './latest-applied';
import { selectPersonChanges } from './upload-result';
import { isoAt, isoOf } from '../db/convert';

/** GET /file-uploads/{id}: the upload with every per-person change, row error and review row. */
export async function getFileUploadDetail(db: Kysely<DB>, id: number): Promise<TFileUploadDetail> {
  const upload = await db.selectFrom('file_uploads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!upload) throw notFound('File upload', id);
  return {
    id: upload.id,
    filename: upload.filename,
    carrierId: upload.carrier_id,
    kind: upload.kind,
    status: upload.status,
    error: upload.error,
    uploadedAt: isoAt(upload.uploaded_at),
    appliedAt: isoOf(upload.applied_at),
    undoneAt: isoOf(upload.undone_at),
    recordsProcessed: upload.records_processed,
    recordsImported: upload.records_imported,
    summary: upload.summary ?? null,
    people: await selectPersonChanges(db, id),
    review: await selectReviewRows(db, { uploadId: id }),
    canUndo: upload.kind === 'carrier_report' && upload.status === 'success' && (await isLatestApplied(db, upload)),
  };
}
