import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { toFileUpload } from './mapper';

export async function listFileUploads(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('file_uploads')
    .selectAll()
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toFileUpload);
}
