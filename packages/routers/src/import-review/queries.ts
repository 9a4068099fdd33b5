import type { TReviewRow } from '@agentledger/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';
import { supersededReport } from '../file-upload/latest-applied';

type ReviewRowRecord = {
  id: number;
  file_upload_id: number;
  filename: string;
  carrier_id: number | null;
  upload_status: string;
  row_number: number;
  writing_number: string | null;
  npn: string | null;
  name: string | null;
  amount: string | null;
  raw: Record<string, string> | null;
  reason: string | null;
  candidates: TReviewRow['candidates'] | null;
};

/**
 * Rows awaiting a decision (of drafts and applied uploads only: an undone or discarded upload's
 * rows no longer matter), with each candidate's name, NPN and carrier; in file and row order.
 */
export async function selectReviewRows(
  db: Kysely<DB>,
  filter: { uploadId?: number; rowId?: number; limit?: number },
): Promise<TReviewRow[]> {
  const conditions: RawBuilder<unknown>[] = [
    sql`r.match = 'review'`,
    sql`r.decided_at is null`,
    sql`f.status in ('draft', 'success')`,
  ];
  // The list of all rows awaiting a decision leaves out those no one can decide any more; an
  // upload's own detail still shows them.
  if (filter.uploadId === undefined && filter.rowId === undefined) conditions.push(sql`not ${supersededReport('f')}`);
  if (filter.uploadId !== undefined) conditions.push(sql`r.file_upload_id = ${filter.uploadId}`);
  if (filter.rowId !== undefined) conditions.push(sql`r.id = ${filter.rowId}`);
  const { rows } = await sql<ReviewRowRecord>`
    select r.id, r.file_upload_id, f.filename, f.carrier_id, f.status as upload_status, r.row_number,
           r.writing_number, r.npn, r.name, r.amount, r.raw, coalesce(r.reason, r.problem) as reason,
           (select jsonb_agg(jsonb_build_object('agentId', a.id, 'name', a.name, 'npn', a.npn, 'carrierId', a.carrier_id,
                     'carrierName', c.name, 'why', e ->> 'why') order by a.id)
            from jsonb_array_elements(coalesce(r.candidates, '[]'::jsonb)) e
            join agents a on a.id = (e ->> 'agentId')::int
            left join carriers c on c.id = a.carrier_id) as candidates
    from upload_rows r join file_uploads f on f.id = r.file_upload_id
    where ${sql.join(conditions, sql` and `)}
    order by r.file_upload_id desc, r.row_number
    ${filter.limit ? sql`limit ${filter.limit}` : sql``}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    fileUploadId: row.file_upload_id,
    filename: row.filename,
    carrierId: row.carrier_id,
    uploadStatus: row.upload_status,
    rowNumber: row.row_number,
    writingNumber: row.writing_number,
    npn: row.npn,
    name: row.name,
    amount: row.amount === null ? null : Number(row.amount),
    raw: row.raw,
    reason: row.reason ?? 'Needs a decision',
    candidates: row.candidates ?? [],
  }));
}

export async function countReviewRows(db: Kysely<DB>, uploadId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from upload_rows
    where file_upload_id = ${uploadId} and match = 'review' and decided_at is null`.execute(db);
  return Number(rows[0]!.n);
}
