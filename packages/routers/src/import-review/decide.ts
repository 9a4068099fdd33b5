import type { TReviewDecision } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { getFileUploadDetail } from '../file-upload/detail';
import { carrierOf, lockUpload } from '../file-upload/draft';
import { isLatestApplied } from '../file-upload/latest-applied';
import { storedSummary, type StoredUploadSummary } from '../file-upload/upload-result';
import { applyUploadRows } from '../import/apply-upload';
import { carrierBalancesFingerprint } from '../import/carrier-fingerprint';
import { lockCarrierImport, withRetries } from '../import/import-lock';
import { rememberDecisions } from '../import/record-changes';
import { countReviewRows } from './queries';
import { refreshPreviewFigures } from './refresh-preview';
import { personRecordAt } from '../agent/queries';

type Candidate = { agentId: number };

/**
 * Decides a review row: who it is for (an agent, a new person) or no one. On a preview the decision
 * waits for Apply, and the preview's figures are computed again with it; on an applied upload that
 * row's balance is applied at once, and everyone the row held back (its candidates) gets their
 * balance from the report as if the row had been clear from the start. The decision is remembered for the carrier, so the same row matches by itself next time.
 */
export async function decideReviewRow(db: Kysely<DB>, rowId: number, decision: TReviewDecision) {
  if ([decision.agentId !== undefined, decision.newPerson, decision.ignore].filter(Boolean).length !== 1) {
    throw badRequest('Give exactly one of agentId, newPerson: true or ignore: true');
  }
  await withRetries(() =>
    db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('upload_rows').selectAll().where('id', '=', rowId).executeTakeFirst();
      if (!found) throw notFound('Review row', rowId);
      const upload = await lockUpload(trx, found.file_upload_id);
      const carrier = await carrierOf(trx, upload.carrier_id!);
      await lockCarrierImport(trx, carrier);
      const row = await trx
        .selectFrom('upload_rows')
        .selectAll()
        .where('id', '=', rowId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.match !== 'review' || row.decided_at !== null) throw conflict(`Row ${row.row_number} is already decided`);
      if (upload.status !== 'draft' && upload.status !== 'success') {
        throw conflict(`File upload ${upload.id} is ${upload.status}: its rows can no longer be decided`);
      }
      if (upload.status === 'success' && !(await isLatestApplied(trx, upload))) {
        throw conflict(
          `A later report of ${carrier.name} has been applied since; this row's balance is out of date and cannot be applied.`,
        );
      }
      if (decision.newPerson && !row.writing_number && !row.npn && !row.name) {
        throw badRequest(
          `Row ${row.row_number} names no one, so it cannot be a new person: choose an agent or ignore it`,
        );
      }
      if (!decision.ignore && row.amount === null && decision.amount === undefined) {
        throw badRequest(`The amount of row ${row.row_number} could not be read: give it as "amount"`);
      }
      let agentId: number | null = null;
      let profileId: number | null = null;
      if (decision.agentId !== undefined) {
        const agent = await trx
          .selectFrom('agents')
          .select(['id', 'carrier_id'])
          .where('id', '=', decision.agentId)
          .executeTakeFirst();
        if (!agent) throw badRequest(`Agent ${decision.agentId} does not exist`);
        // Chosen by their record at another carrier: their record here, when they have one, else a
        // new one with that profile (never a second record of theirs here).
        const here = agent.carrier_id === carrier.id ? agent.id : await personRecordAt(trx, agent.id, carrier.id);
        if (here !== null) agentId = here;
        else profileId = agent.id;
      }
      await trx
        .updateTable('upload_rows')
        .set({
          match: decision.ignore ? 'ignored' : decision.newPerson ? 'new' : 'decided',
          agent_id: agentId,
          profile_agent_id: profileId,
          amount: decision.amount !== undefined ? decision.amount.toFixed(2) : row.amount,
          decided_at: new Date().toISOString(),
        })
        .where('id', '=', rowId)
        .execute();
      if (upload.status === 'draft') {
        await refreshPreviewFigures(trx, upload, carrier.id);
        return;
      }

      // Applied already: set again the balances of everyone this row held back, and of its person.
      const held = ((row.candidates as Candidate[] | null) ?? []).map((c) => c.agentId);
      const agents = [...new Set([...held, ...(agentId ? [agentId] : [])])];
      // A decision is part of the upload: undo stays possible after it, unless the balances had
      // already been changed by hand since the upload (then undo stays refused).
      const untouched =
        upload.fingerprint !== null && (await carrierBalancesFingerprint(trx, carrier.id)) === upload.fingerprint;
      // Their changes under the upload are replaced by this apply's (it sets only their balances,
      // and the records it makes for them are new).
      await sql`delete from upload_changes where file_upload_id = ${upload.id} and agent_id = any(${agents}::int[])`.execute(
        trx,
      );
      const { people: _stored, ...changes } = await applyUploadRows(trx, upload.id, carrier.id, {
        agents,
        changes: 'store',
      });
      await rememberDecisions(trx, upload.id, carrier.id);
      const previous = upload.summary as StoredUploadSummary;
      const reviewCount = await countReviewRows(trx, upload.id);
      await trx
        .updateTable('file_uploads')
        .set({
          records_imported: changes.imported,
          ...(untouched ? { fingerprint: await carrierBalancesFingerprint(trx, carrier.id) } : {}),
          summary: storedSummary(
            { ...previous, totalAfter: changes.totalAfter },
            previous.layout,
            previous.errorList,
            reviewCount,
          ),
        })
        .where('id', '=', upload.id)
        .execute();
    }),
  );
  return getFileUploadDetail(
    db,
    (await db.selectFrom('upload_rows').select('file_upload_id').where('id', '=', rowId).executeTakeFirstOrThrow())
      .file_upload_id,
  );
}
