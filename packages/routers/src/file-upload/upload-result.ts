import {
  PERSON_CHANGES_SHOWN,
  UPLOAD_STATUSES,
  type TCarrierReportResult,
  type TPersonChange,
  type TReportChanges,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { countReviewRows, selectReviewRows } from '../import-review/queries';

/** What a carrier report upload keeps in file_uploads.summary (flat: Reports' trend reads totalAfter). */
export type StoredUploadSummary = TReportChanges & {
  layout: TCarrierReportResult['layout'];
  /** How many rows could not be read, and the first of them as "Row N: why". */
  errors: number;
  errorList: string[];
  reviewCount: number;
};

/** At most this many row errors are kept with an upload (the count is always exact). */
const ERRORS_KEPT = 1000;

export function storedSummary(
  changes: TReportChanges,
  layout: TCarrierReportResult['layout'],
  errors: readonly string[],
  reviewCount: number,
): string {
  const summary: StoredUploadSummary = {
    ...changes,
    layout,
    errors: errors.length,
    errorList: errors.slice(0, ERRORS_KEPT),
    reviewCount,
  };
  return JSON.stringify(summary);
}

type ChangeRecord = { agent_id: number | null; name: string; kind: string; before: string; after: string };

/** An upload's per-person changes, the largest first. */
export async function selectPersonChanges(db: Kysely<DB>, uploadId: number, limit?: number): Promise<TPersonChange[]> {
  const { rows } = await sql<ChangeRecord>`select agent_id, name, kind, before, after from upload_changes
    where file_upload_id = ${uploadId} order by abs(after - before) desc, name
    ${limit ? sql`limit ${limit}` : sql``}`.execute(db);
  return rows.map((row) => ({
    agentId: row.agent_id,
    name: row.name,
    kind: row.kind as TPersonChange['kind'],
    before: Number(row.before),
    after: Number(row.after),
  }));
}

/** A carrier report upload in the shape POST /upload answers with. */
export async function carrierUploadResult(db: Kysely<DB>, uploadId: number): Promise<TCarrierReportResult> {
  const upload = await db.selectFrom('file_uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
  if (!upload) throw notFound('File upload', uploadId);
  const summary = upload.summary as StoredUploadSummary;
  const {
    layout,
    errorList,
    new: created,
    increased,
    decreased,
    cleared,
    unchanged,
    totalBefore,
    totalAfter,
  } = summary;
  return {
    uploadId,
    status: (UPLOAD_STATUSES as readonly string[]).includes(upload.status)
      ? (upload.status as TCarrierReportResult['status'])
      : 'failed',
    recordsProcessed: upload.records_processed,
    recordsImported: upload.records_imported,
    errors: errorList,
    changes: { new: created, increased, decreased, cleared, unchanged, totalBefore, totalAfter },
    layout,
    people: await selectPersonChanges(db, uploadId, PERSON_CHANGES_SHOWN),
    reviewCount: await countReviewRows(db, uploadId),
    review: await selectReviewRows(db, { uploadId, limit: PERSON_CHANGES_SHOWN }),
  };
}
