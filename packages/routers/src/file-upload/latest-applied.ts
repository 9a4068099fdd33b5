import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** Whether an upload is the latest applied report of its carrier: the only one undo and review may change. */
export async function isLatestApplied(db: Kysely<DB>, upload: { id: number; carrier_id: number | null }) {
  const { rows } = await sql<{ later: boolean }>`select exists (select 1 from file_uploads
      where carrier_id = ${upload.carrier_id} and kind = 'carrier_report' and status = 'success' and id > ${upload.id})
    as later`.execute(db);
  return !rows[0]!.later;
}

/**
 * In SQL, for the upload under `alias`: an applied report whose carrier has applied a later one. Its
 * rows to review are out of date (deciding one is a 409), so they are no longer listed.
 */
export function supersededReport(alias: string) {
  return sql<boolean>`(${sql.ref(`${alias}.status`)} = 'success' and exists (select 1 from file_uploads later
      where later.carrier_id = ${sql.ref(`${alias}.carrier_id`)} and later.kind = 'carrier_report'
        and later.status = 'success' and later.id > ${sql.ref(`${alias}.id`)}))`;
}
