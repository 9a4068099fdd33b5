import { allowedReportExtensions, type TCarrierReportResult } from '@agentledger/schema';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, mapDatabaseError, notFound } from '../errors';
import { applyCarrierReport } from './apply-report';
import { lockCarrierImport, withRetries } from './import-lock';
import { getReportLayout } from '../report-layout/service';
import { readUploadedSheets } from './read-file';
import { parseReportSheets } from './report-parser';

export type CarrierReportResult = TCarrierReportResult;

export type ImportHooks = {
  /** Runs inside the import's transaction just before it commits (tests inject failures here). */
  beforeCommit?: (trx: Transaction<DB>) => Promise<void>;
  /** How long to wait for another import of the same carrier (tests make it short). */
  lockWaitMs?: number;
};

/**
 * A carrier's debt report: parsed off the request thread, then applied as ONE transaction, so a
 * failure leaves nothing of the file behind; the upload is recorded as success or failed either way.
 */
export async function importCarrierReport(
  db: Kysely<DB>,
  upload: { carrierId: number; filename: string; data: Buffer },
  hooks: ImportHooks = {},
): Promise<CarrierReportResult> {
  const carrier = await db.selectFrom('carriers').selectAll().where('id', '=', upload.carrierId).executeTakeFirst();
  if (!carrier) throw notFound('Carrier', upload.carrierId);
  const sheets = await readUploadedSheets(upload.filename, upload.data, allowedReportExtensions(carrier.accepts_pdf));
  const parsed = parseReportSheets(sheets, new Date(), await getReportLayout(db, carrier.id));
  if (parsed.records.length === 0) {
    const why = parsed.errors.slice(0, 3).join('; ');
    throw badRequest(
      parsed.recordsProcessed ? `No row of the report could be read: ${why}` : 'The report has no data rows',
    );
  }
  const filename = upload.filename.slice(0, 255);
  try {
    return await withRetries(() =>
      db.transaction().execute(async (trx) => {
        // First, before anything is read: the balances this report replaces are the last import's.
        await lockCarrierImport(trx, carrier, { waitMs: hooks.lockWaitMs });
        const { imported, ...changes } = await applyCarrierReport(trx, carrier.id, parsed.records);
        const result = {
          recordsProcessed: parsed.recordsProcessed,
          recordsImported: imported,
          errors: parsed.errors,
          changes,
          layout: parsed.layout,
        };
        await trx
          .insertInto('file_uploads')
          .values({
            filename,
            carrier_id: carrier.id,
            kind: 'carrier_report',
            records_processed: result.recordsProcessed,
            records_imported: result.recordsImported,
            status: 'success',
            summary: JSON.stringify({ ...changes, errors: parsed.errors.length, layout: parsed.layout }),
          })
          .execute();
        await hooks.beforeCommit?.(trx);
        return result;
      }),
    );
  } catch (error) {
    const reason = mapDatabaseError(error)?.message ?? (error instanceof Error ? error.message : 'unknown error');
    await db
      .insertInto('file_uploads')
      .values({
        filename,
        carrier_id: carrier.id,
        kind: 'carrier_report',
        records_processed: parsed.recordsProcessed,
        records_imported: 0,
        status: 'failed',
        error: `Nothing was applied: ${reason}`.slice(0, 1000),
      })
      .execute()
      .catch(() => undefined);
    throw error;
  }
}
