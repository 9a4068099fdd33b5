import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export type RefusedUpload = {
  filename: string;
  carrierId: number | null;
  kind: 'carrier_report' | 'agent_list';
  reason: string;
};

/**
 * Records an upload the server refused before reading it (busy, too slow, wrong type), so that
 * File Uploads lists every attempt and nobody wonders where a file went. Recording never turns
 * the refusal into another error: if the database cannot take it, the refusal still stands.
 */
export async function recordRefusedUpload(db: Kysely<DB>, upload: RefusedUpload): Promise<void> {
  await db
    .insertInto('file_uploads')
    .values({
      filename: upload.filename.slice(0, 255),
      carrier_id: upload.carrierId,
      kind: upload.kind,
      records_processed: 0,
      records_imported: 0,
      status: 'failed',
      error: upload.reason.slice(0, 1000),
    })
    .execute()
    .catch(() => undefined);
}
