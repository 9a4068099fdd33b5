import { nameTiesAgree, personNameKey } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { npnKey, type AgentListRecord } from './agent-list-parser';

/**
 * An upline given by name only (an office roster's "Upline: Chidi Okafor", no Upline NPN): the
 * hierarchy links by NPN, so Team View showed the manager's team as empty. The name is looked up
 * among the list's own rows and the people already known (the one person rule: the same name key,
 * middle initial and suffix agreeing); when exactly one person with an NPN has it, their NPN becomes
 * the row's Upline NPN and the loop check that follows treats it as given. No one, or several people
 * of that name, leave the upline a name only: nothing is guessed. The result counts the links made.
 */
export async function linkUplinesByName(
  trx: Kysely<DB>,
  records: readonly AgentListRecord[],
): Promise<{ records: AgentListRecord[]; linked: number }> {
  const wanted = records.filter((record) => record.uplineNPN === null && record.uplineName);
  if (wanted.length === 0) return { records: [...records], linked: 0 };
  const keyOf = new Map(wanted.map((record) => [record.uplineName!, personNameKey(record.uplineName!)]));
  const keys = [...new Set([...keyOf.values()].map((name) => name.key).filter(Boolean))];
  if (keys.length === 0) return { records: [...records], linked: 0 };
  const { rows: known } = await sql<{ name_key: string; name_tie: string; npn: string }>`
    select distinct name_key, name_tie, npn from agents
    where name_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)) and npn is not null
      and trim(npn) <> ''`.execute(trx);
  const listed = records.map((record) => ({ ...personNameKey(record.name), npn: record.npn }));
  let linked = 0;
  const result = records.map((record) => {
    const upline = record.uplineNPN === null && record.uplineName ? keyOf.get(record.uplineName) : undefined;
    if (!upline?.key) return record;
    const npns = new Set(
      [
        ...listed.filter((row) => row.key === upline.key && nameTiesAgree(row.tie, upline.tie)).map((row) => row.npn),
        ...known
          .filter((row) => row.name_key === upline.key && nameTiesAgree(row.name_tie, upline.tie))
          .map((row) => row.npn),
      ].map((npn) => npnKey(npn)),
    );
    if (npns.size !== 1 || npns.has(npnKey(record.npn))) return record;
    const npn =
      known.find((row) => npnKey(row.npn) === [...npns][0])?.npn ??
      listed.find((row) => npnKey(row.npn) === [...npns][0])!.npn;
    linked++;
    return { ...record, uplineNPN: npn };
  });
  return { records: result, linked };
}
