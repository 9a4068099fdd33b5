import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';

/** The kinds of record an applied upload creates, and undo removes. */
export type CreatedEntity = 'agent' | 'debt' | 'writing_number';

/**
 * The statement that keeps the ids `ids` (a select of one `id` column) as created by the upload:
 * one row per kind and pass, none when nothing was created. Written as the last part of the
 * caller's statement, so the ids an `insert ... returning` produced need no second statement.
 */
export function createdRow(uploadId: number, entity: CreatedEntity, ids: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`insert into upload_created (file_upload_id, entity, ids)
    select ${uploadId}, ${entity}, array_agg(c.id order by c.id) from (${ids}) c having count(*) > 0`;
}

/** createdRow as a statement of its own. */
export async function recordCreated(
  trx: Kysely<DB>,
  uploadId: number,
  entity: CreatedEntity,
  ids: RawBuilder<unknown>,
): Promise<void> {
  await createdRow(uploadId, entity, ids).execute(trx);
}
