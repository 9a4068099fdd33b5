import type { FileUploadSortKey, TFileUploadExportInput } from '@agentledger/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { natural } from '../agent/list-order';
import type { DB, FileUploadRow } from '../db/types';
import { sortedOrder } from '../db/sortOrder';

export type FileUploadListRow = FileUploadRow & { carrier_name: string | null };

/** The uploads (`u`, its carrier `c`) the tab's search keeps: a part of the file's or carrier's name, or the id. */
function uploadWhere(filter: TFileUploadExportInput): RawBuilder<unknown> {
  const search = filter.search?.trim().toLowerCase();
  if (!search) return sql`true`;
  const byId = /^\d{1,9}$/.test(search) ? sql`or u.id = ${Number(search)}` : sql``;
  return sql`(strpos(lower(u.filename), ${search}) > 0 or strpos(lower(c.name), ${search}) > 0 ${byId})`;
}

const SORT_EXPRESSIONS: Record<FileUploadSortKey, RawBuilder<unknown>> = {
  id: sql`u.id`,
  filename: natural(sql`u.filename`),
  carrier: natural(sql`c.name`),
  records: sql`u.records_processed`,
  status: sql`u.status`,
  uploadedAt: sql`u.uploaded_at`,
};

/** By `sort` (empty values last either way: an agent list has no carrier), then newest first. */
function uploadOrder(filter: TFileUploadExportInput): RawBuilder<unknown> {
  return sortedOrder(SORT_EXPRESSIONS, filter.sort, filter.order, sql`u.uploaded_at desc, u.id desc`);
}

/** The uploads the search keeps, in their order, with their carrier's name; a window when asked. */
export function uploadRows(filter: TFileUploadExportInput, page?: { offset: number; limit: number }) {
  return sql<FileUploadListRow>`
    select u.*, c.name as carrier_name
    from file_uploads u left join carriers c on c.id = u.carrier_id
    where ${uploadWhere(filter)}
    order by ${uploadOrder(filter)}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

/** How many uploads the search keeps. */
export async function countUploadRows(db: Kysely<DB>, filter: TFileUploadExportInput): Promise<number> {
  const { rows } = await sql<{ total: string | number }>`
    select count(*) as total from file_uploads u left join carriers c on c.id = u.carrier_id
    where ${uploadWhere(filter)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
