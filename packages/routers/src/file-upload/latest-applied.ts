import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** Whether an upload is the latest applied report of its carrier: the only one undo and review may change. */
export async function isLatestApplied(db: Kysely<DB>, upload: { id: number; carrier_id: number | null }) {
  const { rows } = await sql<{ later: boolean }>`select exists (select 1 from file_uploads
      where carrier_id = ${upload.carrier_id} and kind = 'carrier_report' and status = 'success' and id > ${upload.id})
    as later`.execute(db);
  return !rows[0]!.later;
}
