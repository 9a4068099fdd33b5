import type { TSinceListInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { listNewestSince } from '../db/listNewestSince';
import type { DB } from '../db/types';
import { toFileUpload } from './mapper';

/** GET /api/file-uploads: files uploaded at or after `since`, newest first, one page when asked; `setTotal` gets how many. */
export async function listFileUploads(db: Kysely<DB>, input?: TSinceListInput, setTotal?: (total: number) => void) {
  const rows = await listNewestSince(db, 'file_uploads', input, setTotal);
  return rows.map(toFileUpload);
}
