import type { Kysely } from 'kysely';
import { copyRows } from '../db/copy-rows';
import type { DB } from '../db/types';
import type { RowsTable } from './import-rows';
import type { ReportGroup } from './report-groups';

const STAGED_COLUMNS = [
  'file_upload_id',
  'row_number',
  'writing_number',
  'writing_key',
  'npn',
  'name',
  'name_key',
  'name_tie',
  'person_key',
  'amount',
  'age_days',
  'row_count',
  'raw',
  'problem',
] as const;

/**
 * Keeps what an upload read: one row per person group (and one per unreadable row), written by
 * COPY in chunks. Preview, apply, review and the upload's detail all work from these rows.
 */
export async function stageUploadRows(
  trx: Kysely<DB>,
  uploadId: number,
  groups: readonly ReportGroup[],
  table: RowsTable = 'upload_rows',
) {
  // A chunk is a few megabytes of text at most, whatever the size of the report.
  const CHUNK = 20_000;
  for (let i = 0; i < groups.length; i += CHUNK) {
    const rows = groups
      .slice(i, i + CHUNK)
      .map((g) => [
        uploadId,
        g.rowNumber,
        g.writingNumber,
        g.writingKey,
        g.npn,
        g.name,
        g.nameKey,
        g.nameTie,
        g.personKey,
        g.cents === null ? null : (g.cents / 100).toFixed(2),
        g.ageDays,
        g.rows,
        g.raw ? JSON.stringify(g.raw) : null,
        g.problem,
      ]);
    await copyRows(trx, table, STAGED_COLUMNS, rows);
  }
}
