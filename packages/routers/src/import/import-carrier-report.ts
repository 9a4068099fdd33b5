import { allowedReportExtensions, type TCarrierReportResult, type TReportNameOrder } from '@agentledger/schema';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CarrierRow, DB } from '../db/types';
import { badRequest, failureReason, notFound } from '../errors';
import { discardSupersededDrafts } from '../file-upload/draft';
import { recordRefusedUpload } from '../file-upload/record-refusal';
import { carrierUploadResult, storedSummary } from '../file-upload/upload-result';
import { countReviewRows } from '../import-review/queries';
import { getReportLayout } from '../report-layout/service';
import { applyUploadRows } from './apply-upload';
import { refreshStatisticsInImport } from '../db/statistics';
import { carrierBalancesFingerprint } from './carrier-fingerprint';
import { countOwingAtCarrier, withClearsMost } from './clears-most';
import { lockCarrierImport, withRetries } from './import-lock';
import { analyseImportRows, keepImportRows, openImportRows } from './import-rows';
import { matchUploadRows } from './match-upload';
import { readUploadedSheets } from './read-file';
import { recordUploadChanges, rememberDecisions } from './record-changes';
import { groupReportRows } from './report-groups';
import { nameOrderOfHeader } from './name-order-header';
import { decideReportNameOrder } from './report-name-order';
import { readForCarrier } from './report-carriers';
import { parseReportSheets, type ParsedReport } from './report-parser';
import { stageUploadRows } from './stage-upload';

export type CarrierReportResult = TCarrierReportResult;

export type ImportHooks = {
  /** Runs inside the import's transaction just before it commits (tests inject failures here). */
  beforeCommit?: (trx: Transaction<DB>) => Promise<void>;
  /** How long to wait for another import of the same carrier (tests make it short). */
  lockWaitMs?: number;
};

/** The report read, and how its names are ordered when the carrier's saved layout read it. */
async function readReport(
  db: Kysely<DB>,
  carrier: CarrierRow,
  filename: string,
  data: Buffer,
): Promise<ParsedReport & { nameOrder: TReportNameOrder; nameOrderSaidBy: 'layout' | 'header' }> {
  const sheets = await readUploadedSheets(filename, data, allowedReportExtensions(carrier.accepts_pdf));
  const saved = await getReportLayout(db, carrier.id);
  // A Carrier column's rows for other companies are left out (or the report refused as theirs).
  const parsed = await readForCarrier(db, carrier, parseReportSheets(sheets, new Date(), saved));
  if (parsed.records.length === 0) {
    const why = parsed.errors.slice(0, 3).join('; ');
    throw badRequest(
      parsed.recordsProcessed ? `No row of the report could be read: ${why}` : 'The report has no data rows',
    );
  }
  const savedOrder = parsed.layout.source === 'saved' ? (saved?.nameOrder ?? 'detect') : 'detect';
  // Staff's word first; else the name column's own header may say it ("Producer Name (Last First)").
  const headerOrder = savedOrder === 'detect' ? nameOrderOfHeader(parsed.layout.columns.name) : null;
  return headerOrder
    ? { ...parsed, nameOrder: headerOrder, nameOrderSaidBy: 'header' }
    : { ...parsed, nameOrder: savedOrder, nameOrderSaidBy: 'layout' };
}

/**
 * The carrier's applied (not undone) upload of the latest statement later than `day`, if any: a
 * statement uploaded out of order would put older balances over newer ones, and staff are told.
 */
async function laterStatementApplied(trx: Kysely<DB>, carrierId: number, day: string | undefined) {
  if (!day) return undefined;
  const later = await trx
    .selectFrom('file_uploads')
    .select(['id', 'filename', sql<string>`summary -> 'layout' ->> 'statementDate'`.as('day')])
    .where('carrier_id', '=', carrierId)
    .where('kind', '=', 'carrier_report')
    .where('status', '=', 'success')
    .where(sql<boolean>`summary -> 'layout' ->> 'statementDate' > ${day}`)
    .orderBy(sql`summary -> 'layout' ->> 'statementDate'`, 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return later ? { uploadId: later.id, filename: later.filename, statementDate: later.day } : undefined;
}

/**
 * A carrier's debt report: read, then in ONE transaction (under the carrier's import lock) kept as
 * an upload with its rows, matched, and either applied (SPEC's behaviour) or, with `preview`,
 * computed and rolled back to a savepoint so that only the draft and its would-be changes remain.
 * Every upload is recorded: a refused one as failed, with its reason.
 */
export async function importCarrierReport(
  db: Kysely<DB>,
  upload: { carrierId: number; filename: string; data: Buffer; preview?: boolean },
  hooks: ImportHooks = {},
): Promise<CarrierReportResult> {
  const carrier = await db.selectFrom('carriers').selectAll().where('id', '=', upload.carrierId).executeTakeFirst();
  if (!carrier) throw notFound('Carrier', upload.carrierId);
  const filename = upload.filename.slice(0, 255);
  const refused = async (error: unknown) => {
    await recordRefusedUpload(db, {
      filename,
      carrierId: carrier.id,
      kind: 'carrier_report',
      reason: `Nothing was applied: ${failureReason(error)}`,
    });
    return error;
  };
  const parsed = await readReport(db, carrier, filename, upload.data).catch(async (error) => {
    throw await refused(error);
  });
  const groups = groupReportRows(parsed.records, parsed.problems);
  let uploadId: number;
  try {
    uploadId = await withRetries(() =>
      db.transaction().execute(async (trx) => {
        // First, before anything is read: the balances this report replaces are the last import's.
        await lockCarrierImport(trx, carrier, { waitMs: hooks.lockWaitMs });
        // A report uploaded right after a roster or another report is planned for the tables as they are now.
        await refreshStatisticsInImport(trx);
        const { id } = await trx
          .insertInto('file_uploads')
          .values({
            filename,
            carrier_id: carrier.id,
            kind: 'carrier_report',
            records_processed: parsed.recordsProcessed,
            status: 'draft',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const olderThanApplied = await laterStatementApplied(trx, carrier.id, parsed.layout.statementDate);
        if (olderThanApplied) parsed.layout.olderThanApplied = olderThanApplied;
        // Names written LAST FIRST without a comma are read so when the people they match say it, report-wide.
        const order = await decideReportNameOrder(
          trx,
          groups,
          parsed.layout.columns,
          parsed.nameOrder,
          parsed.nameOrderSaidBy,
        );
        const layout = { ...parsed.layout, ...order.note };
        await openImportRows(trx);
        await stageUploadRows(trx, id, order.groups, 'import_rows');
        await analyseImportRows(trx);
        await matchUploadRows(trx, id, carrier.id, 'import_rows');
        // Counted before the report applies: a partial file would clear most of them (a warning only).
        const owingBefore = await countOwingAtCarrier(trx, carrier.id);
        if (upload.preview) await sql`savepoint preview`.execute(trx);
        const { imported, people, ...changes } = await applyUploadRows(trx, id, carrier.id, {
          rows: 'import_rows',
          dateIsAsOf: parsed.layout.dateIsAsOf === true,
          changes: upload.preview ? 'return' : 'store',
        });
        if (upload.preview) await sql`rollback to savepoint preview`.execute(trx);
        await keepImportRows(trx);
        if (!upload.preview) {
          await rememberDecisions(trx, id, carrier.id);
          await discardSupersededDrafts(trx, carrier, id);
        }
        // A preview's changes outlived its rollback in `people`; an applied report's are stored already.
        if (upload.preview) await recordUploadChanges(trx, id, people);
        await trx
          .updateTable('file_uploads')
          .set({
            records_imported: imported,
            status: upload.preview ? 'draft' : 'success',
            applied_at: upload.preview ? null : new Date().toISOString(),
            // A preview is applied, and an applied upload undone, only while the balances are still these.
            fingerprint: await carrierBalancesFingerprint(trx, carrier.id),
            summary: storedSummary(
              changes,
              withClearsMost(layout, changes, owingBefore),
              parsed.errors,
              await countReviewRows(trx, id),
            ),
          })
          .where('id', '=', id)
          .execute();
        await hooks.beforeCommit?.(trx);
        return id;
      }),
    );
  } catch (error) {
    throw await refused(error);
  }
  return carrierUploadResult(db, uploadId);
}
