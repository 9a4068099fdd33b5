import type { TCarrierReportResult } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../errors';
import { carrierBalancesFingerprint } from '../import/carrier-fingerprint';
import { lockCarrierImport, withRetries } from '../import/import-lock';
import { carrierOf, lockUpload } from './draft';
import { isLatestApplied } from './latest-applied';
import { carrierUploadResult } from './upload-result';

/** Columns restored from the journal: the whole row as it was. */
const DEBT_COLUMNS = ['agent_id', 'carrier_id', 'amount', 'status', 'notes', 'incurred_on', 'created_at', 'updated_at'];
const WRITING_COLUMNS = [
  'agent_id',
  'carrier_id',
  'writing_number',
  'writing_number_key',
  'identifier_type',
  'status',
  'created_at',
  'updated_at',
];

const restore = (table: string, entity: string, columns: string[]) =>
  sql.raw(`insert into ${table} select (jsonb_populate_record(null::${table}, before)).* from undo_first
    where entity = '${entity}' and before is not null
    on conflict (id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`);

/**
 * Puts back everything an applied upload changed, exactly as it was (from its journal: the earliest
 * state of each debt and writing number it touched), removes what it created, and removes the agent
 * records it created unless something else now refers to them. Only the latest applied upload of a
 * carrier can be undone: an earlier one's "before" is no longer what a later report built on; and only
 * while the carrier's debts are as the upload (with its review decisions) left them, so that an edit made
 * since is never silently wiped.
 */
export async function undoUpload(db: Kysely<DB>, id: number): Promise<TCarrierReportResult> {
  await withRetries(() =>
    db.transaction().execute(async (trx) => {
      const upload = await lockUpload(trx, id);
      if (upload.status !== 'success') {
        throw conflict(`File upload ${id} is ${upload.status}: only an applied upload can be undone`);
      }
      const carrier = await carrierOf(trx, upload.carrier_id!);
      await lockCarrierImport(trx, carrier);
      if (!(await isLatestApplied(trx, upload))) {
        throw conflict(
          `A later report of ${carrier.name} has been applied since; only the latest applied upload can be undone (undo that one first).`,
        );
      }
      // Uploads applied before fingerprints were kept for undo have none: they are undone as before.
      if (upload.fingerprint !== null && (await carrierBalancesFingerprint(trx, carrier.id)) !== upload.fingerprint) {
        throw conflict(
          `${carrier.name}'s debts have changed since this upload was applied (an edit, a payment, a debt added or ` +
            'deleted): undoing it would overwrite those changes, so nothing was undone. Correct the balances by hand, ' +
            'or upload a corrected report.',
        );
      }
      // A record the upload created comes first (nothing to restore: it goes), whatever was journalled
      // of it later (a review decision applied over it); journals kept before upload_created list
      // created records as rows without a "before".
      await sql`create temp table undo_first on commit drop as
        select distinct on (entity, entity_id) entity, entity_id, before from (
          select entity, entity_id, before, id from upload_journal where file_upload_id = ${id}
          union all
          select entity, unnest(ids), null, 0 from upload_created where file_upload_id = ${id}) j
        order by entity, entity_id, id`.execute(trx);
      await sql`delete from debts where id in (select entity_id from undo_first where entity = 'debt' and before is null)`.execute(
        trx,
      );
      await sql`delete from writing_numbers
        where id in (select entity_id from undo_first where entity = 'writing_number' and before is null)`.execute(trx);
      await restore('debts', 'debt', DEBT_COLUMNS).execute(trx);
      await restore('writing_numbers', 'writing_number', WRITING_COLUMNS).execute(trx);
      // A record the upload created and nothing changed since (an agent list that gave it an NPN, or an
      // edit, set updated_at): what was added to it is not the upload's to take back, so it stays.
      await sql`delete from agents a using undo_first u
        where u.entity = 'agent' and u.before is null and a.id = u.entity_id and a.updated_at = a.created_at
          and not exists (select 1 from debts d where d.agent_id = a.id)
          and not exists (select 1 from writing_numbers w where w.agent_id = a.id)
          and not exists (select 1 from email_history h where h.agent_id = a.id)`.execute(trx);
      await sql`drop table undo_first`.execute(trx);
      await sql`delete from upload_journal where file_upload_id = ${id}`.execute(trx);
      await sql`delete from upload_created where file_upload_id = ${id}`.execute(trx);
      await trx
        .updateTable('file_uploads')
        .set({ status: 'undone', undone_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    }),
  );
  return carrierUploadResult(db, id);
}
