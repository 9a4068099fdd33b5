import type { TPersonChange } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/**
 * Stores an upload's per-person changes (replacing those of the same agents, after a review
 * decision re-applied them). A preview's new people have no record yet: their agentId is null.
 */
export async function recordUploadChanges(
  trx: Kysely<DB>,
  uploadId: number,
  people: readonly TPersonChange[],
  options: { preview?: boolean; replaceAgents?: number[] } = {},
) {
  if (options.replaceAgents) {
    await sql`delete from upload_changes where file_upload_id = ${uploadId}
      and agent_id = any(${options.replaceAgents}::int[])`.execute(trx);
  }
  if (!people.length) return;
  const agentIds = people.map((p) => (options.preview && p.kind === 'new' ? null : p.agentId));
  await sql`insert into upload_changes (file_upload_id, agent_id, name, kind, before, after)
    select ${uploadId}, * from unnest(${agentIds}::int[], ${people.map((p) => p.name)}::text[],
      ${people.map((p) => p.kind)}::text[], ${people.map((p) => p.before.toFixed(2))}::numeric[],
      ${people.map((p) => p.after.toFixed(2))}::numeric[])`.execute(trx);
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
