import type { TPersonChange } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { copyRows } from '../db/copy-rows';
import type { DB } from '../db/types';

/**
 * Stores a preview's per-person changes, read out before its apply was rolled back (an apply that
 * is kept stores its own: person-changes.ts). Its new people have no record: their agentId is null.
 */
export async function recordUploadChanges(trx: Kysely<DB>, uploadId: number, people: readonly TPersonChange[]) {
  if (!people.length) return;
  await copyRows(
    trx,
    'upload_changes',
    ['file_upload_id', 'agent_id', 'name', 'kind', 'before', 'after'],
    people.map((p) => [
      uploadId,
      p.kind === 'new' ? null : p.agentId,
      p.name,
      p.kind,
      p.before.toFixed(2),
      p.after.toFixed(2),
    ]),
  );
}

/** Staff's review answers, remembered by the row's identity so the same row matches by itself next time. */
export async function rememberDecisions(trx: Kysely<DB>, uploadId: number, carrierId: number) {
  await sql`insert into match_decisions (carrier_id, identity, agent_id)
    select distinct on (person_key) ${carrierId}, person_key, agent_id from upload_rows
    where file_upload_id = ${uploadId} and decided_at is not null and match in ('decided', 'new')
      and agent_id is not null
    order by person_key, decided_at desc
    on conflict (carrier_id, identity) do update set agent_id = excluded.agent_id, decided_at = now()`.execute(trx);
}
