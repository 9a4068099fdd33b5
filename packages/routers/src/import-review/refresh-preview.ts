import { sql, type Kysely } from 'kysely';
import type { DB, FileUploadRow } from '../db/types';
import { storedSummary, type StoredUploadSummary } from '../file-upload/upload-result';
import { applyUploadRows } from '../import/apply-upload';
import { countOwingAtCarrier, withClearsMost } from '../import/clears-most';
import { recordUploadChanges } from '../import/record-changes';
import { countReviewRows } from './queries';

/**
 * A preview's figures again after a review decision, so that what it shows is what Apply will do:
 * its rows applied inside a savepoint and rolled back (as the preview itself was computed), then its
 * per-person changes and summary replaced. The balances are not changed.
 */
export async function refreshPreviewFigures(trx: Kysely<DB>, upload: FileUploadRow, carrierId: number): Promise<void> {
  // The preview's balances are the carrier's as they are: what the report would clear is of these.
  const owingBefore = await countOwingAtCarrier(trx, carrierId);
  await sql`savepoint review_preview`.execute(trx);
  const { imported, people, ...changes } = await applyUploadRows(trx, upload.id, carrierId);
  await sql`rollback to savepoint review_preview`.execute(trx);
  await sql`delete from upload_changes where file_upload_id = ${upload.id}`.execute(trx);
  await recordUploadChanges(trx, upload.id, people);
  const previous = upload.summary as StoredUploadSummary;
  await trx
    .updateTable('file_uploads')
    .set({
      records_imported: imported,
      summary: storedSummary(
        changes,
        withClearsMost(previous.layout, changes, owingBefore),
        previous.errorList,
        await countReviewRows(trx, upload.id),
      ),
    })
    .where('id', '=', upload.id)
    .execute();
}
