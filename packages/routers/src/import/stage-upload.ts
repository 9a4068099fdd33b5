import { sql, type Kysely } from 'kysely';
import { arrayLiteral } from '../db/array-literal';
import type { DB } from '../db/types';
import { rowsOf, type RowsTable } from './import-rows';
import type { ReportGroup } from './report-groups';

/**
 * Keeps what an upload read: one row per person group (and one per unreadable row), set-based in
 * chunks. Preview, apply, review and the upload's detail all work from these rows.
 */
export async function stageUploadRows(
  trx: Kysely<DB>,
  uploadId: number,
  groups: readonly ReportGroup[],
  table: RowsTable = 'upload_rows',
) {
  const CHUNK = 20_000;
  for (let i = 0; i < groups.length; i += CHUNK) {
    const chunk = groups.slice(i, i + CHUNK);
    // Each column one array, written as its literal here (arrayLiteral says why) and cast in SQL.
    const column = <K extends keyof ReportGroup>(key: K, type: string) =>
      sql`${arrayLiteral(chunk.map((g) => g[key] as string | number | null))}::text::${sql.raw(type)}[]`;
    await sql`insert into ${rowsOf(table)} (file_upload_id, row_number, writing_number, writing_key, npn, name, name_key,
        name_tie, person_key, amount, age_days, row_count, raw, problem)
      select ${uploadId}, * from unnest(${column('rowNumber', 'int')}, ${column('writingNumber', 'text')},
        ${column('writingKey', 'text')}, ${column('npn', 'text')}, ${column('name', 'text')}, ${column('nameKey', 'text')},
        ${column('nameTie', 'text')}, ${column('personKey', 'text')},
        ${arrayLiteral(chunk.map((g) => (g.cents === null ? null : (g.cents / 100).toFixed(2))))}::text::numeric[],
        ${column('ageDays', 'int')}, ${column('rows', 'int')},
        ${arrayLiteral(chunk.map((g) => (g.raw ? JSON.stringify(g.raw) : null)))}::text::jsonb[], ${column('problem', 'text')})`.execute(
      trx,
    );
  }
}
