import { nameTiesAgree, personNameKey } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { npnKey } from '../agent/npn-match';
import type { AgentListRecord } from './agent-list-parser';

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
  const keys = new Set([...keyOf.values()].map((name) => name.key).filter(Boolean));
  if (keys.size === 0) return { records: [...records], linked: 0 };
  const { rows: known } = await sql<{ name_key: string; name_tie: string; npn: string }>`
    select distinct name_key, name_tie, npn from agents
    where name_key in (select jsonb_array_elements_text(${JSON.stringify([...keys])}::jsonb)) and npn is not null
      and trim(npn) <> ''`.execute(trx);
  // Everyone of a wanted key, by key: the list's own rows and the known people, with their NPNs.
  const byKey = new Map<string, { tie: string; npn: string }[]>();
  const add = (key: string, tie: string, npn: string) => {
    if (!keys.has(key)) return;
    const people = byKey.get(key) ?? [];
    people.push({ tie, npn });
    byKey.set(key, people);
  };
  for (const record of records) {
    const { key, tie } = personNameKey(record.name);
    add(key, tie, record.npn);
  }
  // Known people after the list's rows: a linked NPN keeps the form the records store.
  for (const row of known) add(row.name_key, row.name_tie, row.npn);
  let linked = 0;
  const result = records.map((record) => {
    const upline = record.uplineNPN === null && record.uplineName ? keyOf.get(record.uplineName) : undefined;
    if (!upline?.key) return record;
    const people = (byKey.get(upline.key) ?? []).filter((person) => nameTiesAgree(person.tie, upline.tie));
    const npns = new Set(people.map((person) => npnKey(person.npn)));
    if (npns.size !== 1 || npns.has(npnKey(record.npn))) return record;
    linked++;
    return { ...record, uplineNPN: people[people.length - 1]!.npn };
  });
  return { records: result, linked };
}
