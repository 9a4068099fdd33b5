import type { TCarrierReportResult } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB, FileUploadRow } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { countReviewRows } from '../import-review/queries';
import { applyUploadRows } from '../import/apply-upload';
import { carrierBalancesFingerprint } from '../import/carrier-fingerprint';
import { countOwingAtCarrier, withClearsMost } from '../import/clears-most';
import { lockCarrierImport, withRetries } from '../import/import-lock';
import { matchUploadRows } from '../import/match-upload';
import { rememberDecisions } from '../import/record-changes';
import { carrierUploadResult, storedSummary, type StoredUploadSummary } from './upload-result';

/** The carrier report upload `id`, locked for this transaction; 404 when there is none. */
export async function lockUpload(trx: Kysely<DB>, id: number): Promise<FileUploadRow> {
  const upload = await trx.selectFrom('file_uploads').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!upload) throw notFound('File upload', id);
  if (upload.kind !== 'carrier_report' || upload.carrier_id === null) {
    throw badRequest(`File upload ${id} is not a carrier report`);
  }
  return upload;
}

export async function carrierOf(trx: Kysely<DB>, carrierId: number) {
  return trx.selectFrom('carriers').select(['id', 'name']).where('id', '=', carrierId).executeTakeFirstOrThrow();
}

/**
 * Applies a previewed upload (a draft) as it was previewed, with the review decisions taken since:
 * 409 when the carrier's balances changed after the preview (another upload, an edit), since the
 * preview no longer says what applying would do.
 */
export async function applyDraftUpload(db: Kysely<DB>, id: number): Promise<TCarrierReportResult> {
  await withRetries(() =>
    db.transaction().execute(async (trx) => {
      const upload = await lockUpload(trx, id);
      if (upload.status !== 'draft') {
        throw conflict(`File upload ${id} is ${upload.status}: only a preview (draft) can be applied`);
      }
      const carrier = await carrierOf(trx, upload.carrier_id!);
      await lockCarrierImport(trx, carrier);
      if ((await carrierBalancesFingerprint(trx, carrier.id)) !== upload.fingerprint) {
        throw conflict(
          `${carrier.name}'s balances changed since this preview; nothing was applied. Upload the file again for a fresh preview.`,
        );
      }
      await matchUploadRows(trx, id, carrier.id);
      const owingBefore = await countOwingAtCarrier(trx, carrier.id);
      // The preview's changes give way to the apply's own.
      await sql`delete from upload_changes where file_upload_id = ${id}`.execute(trx);
      const {
        imported,
        people: _stored,
        ...changes
      } = await applyUploadRows(trx, id, carrier.id, { changes: 'store' });
      await rememberDecisions(trx, id, carrier.id);
      await discardSupersededDrafts(trx, carrier, id);
      const previous = upload.summary as StoredUploadSummary;
      await trx
        .updateTable('file_uploads')
        .set({
          status: 'success',
          applied_at: new Date().toISOString(),
          records_imported: imported,
          // Undo goes ahead only while the carrier's balances are as this apply leaves them.
          fingerprint: await carrierBalancesFingerprint(trx, carrier.id),
          // Rows are matched again here (an agent list may have changed who a row is): what it clears is counted again.
          summary: storedSummary(
            changes,
            withClearsMost(previous.layout, changes, owingBefore),
            previous.errorList,
            await countReviewRows(trx, id),
          ),
        })
        .where('id', '=', id)
        .execute();
    }),
  );
  return carrierUploadResult(db, id);
}

/**
 * When a report of a carrier is applied, the carrier's other previews were taken of balances that
 * are gone and can never be applied as they were shown: they are discarded, saying why, instead of
 * waiting under File Uploads for an Apply that can only be refused.
 */
export async function discardSupersededDrafts(
  trx: Kysely<DB>,
  carrier: { id: number; name: string },
  appliedId: number,
) {
  const { rows } = await sql<{ id: number }>`update file_uploads set status = 'discarded', fingerprint = null,
      error = ${`Out of date: a later report of ${carrier.name} (upload ${appliedId}) was applied after this preview`}
    where carrier_id = ${carrier.id} and kind = 'carrier_report' and status = 'draft' and id <> ${appliedId}
    returning id`.execute(trx);
  if (rows.length) {
    await sql`delete from upload_rows where file_upload_id = any(${rows.map((r) => r.id)}::int[])`.execute(trx);
  }
}

/** Drops a preview: nothing of it was ever applied; its rows go, the record stays as discarded. */
export async function discardDraftUpload(db: Kysely<DB>, id: number): Promise<TCarrierReportResult> {
  await db.transaction().execute(async (trx) => {
    const upload = await lockUpload(trx, id);
    if (upload.status !== 'draft') {
      throw conflict(`File upload ${id} is ${upload.status}: only a preview (draft) can be discarded`);
    }
    await sql`delete from upload_rows where file_upload_id = ${id}`.execute(trx);
    await trx
      .updateTable('file_uploads')
      .set({ status: 'discarded', fingerprint: null })
      .where('id', '=', id)
      .execute();
  });
  return carrierUploadResult(db, id);
}
