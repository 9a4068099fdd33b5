import type { TPersonChange, TReportChanges } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

export type ChangeCounts = Pick<TReportChanges, 'new' | 'increased' | 'decreased' | 'cleared' | 'unchanged'>;

/**
 * What an apply did to each person, from its temporary tables (apply-upload.ts): `upload_balances`
 * (before and after per agent) and `upload_people` (the records it made, which are new). A person
 * absent from the report with nothing owed before is no change at all.
 */
const changesOf = sql`select b.agent_id, a.name, b.before_amount as before, coalesce(b.after_amount, 0) as after,
    case when n.id is not null then 'new'
         when b.after_amount is null then case when b.before_amount <> 0 then 'cleared' end
         when b.after_amount > b.before_amount then 'increased'
         when b.after_amount < b.before_amount then 'decreased'
         else 'unchanged' end as kind
  from upload_balances b join agents a on a.id = b.agent_id left join upload_people n on n.id = b.agent_id`;

const noChanges = (): ChangeCounts => ({ new: 0, increased: 0, decreased: 0, cleared: 0, unchanged: 0 });

function countKinds(rows: readonly { kind: string | null; n: number | string }[]): ChangeCounts {
  const counts = noChanges();
  for (const { kind, n } of rows) if (kind && kind in counts) counts[kind as keyof ChangeCounts] += Number(n);
  return counts;
}

/**
 * Keeps the per-person changes under the upload in one statement (the people who changed; the
 * unchanged are counted only) and returns the counts. Used when the apply's work is kept: a 20,000
 * person report no longer sends its changes to the server process and back.
 */
export async function storePersonChanges(trx: Kysely<DB>, uploadId: number): Promise<ChangeCounts> {
  const { rows } = await sql<{ kind: string | null; n: string }>`
    with changes as (${changesOf}),
    stored as (insert into upload_changes (file_upload_id, agent_id, name, kind, before, after)
               select ${uploadId}, agent_id, name, kind, before, after from changes
               where kind in ('new', 'increased', 'decreased', 'cleared'))
    select kind, count(*) as n from changes group by kind`.execute(trx);
  return countKinds(rows);
}

/**
 * The per-person changes read out, for an apply that is rolled back (a preview): they outlive the
 * rollback in the server process and are stored after it (recordUploadChanges).
 */
export async function readPersonChanges(trx: Kysely<DB>): Promise<{ counts: ChangeCounts; people: TPersonChange[] }> {
  const { rows } = await sql<{
    agent_id: number;
    name: string;
    before: string;
    after: string;
    kind: TPersonChange['kind'] | 'unchanged' | null;
  }>`${changesOf}`.execute(trx);
  const counts = countKinds(rows.map((row) => ({ kind: row.kind, n: 1 })));
  const people: TPersonChange[] = [];
  for (const row of rows) {
    if (row.kind === null || row.kind === 'unchanged') continue;
    people.push({
      agentId: row.agent_id,
      name: row.name,
      kind: row.kind,
      before: Number(row.before),
      after: Number(row.after),
    });
  }
  people.sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.name.localeCompare(b.name));
  return { counts, people };
}
