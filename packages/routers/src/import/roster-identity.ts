import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { npnKey } from '../agent/npn-match';
import type { AgentListRecord } from './agent-list-parser';
import { sameNpn } from '../agent/npn-match';
import { namesAgree, npnNamesAnother, type StoredName } from './roster-names';

/**
 * The rows whose NPN is a known person's but whose name is someone else entirely (stored "Siobhán
 * O'Neill", the row "Zed Zulu"): neither the first nor the last name agrees, so the NPN is more
 * likely mistyped than the person renamed. Such a row is a row error naming both and nothing of it
 * is applied (renaming the person, on every record, would move their debts to another name). A
 * row with a changed last name, or first name, is an update as before. One query for the whole list.
 */
export async function leaveOutOtherPeople(trx: Kysely<DB>, records: readonly AgentListRecord[]) {
  const named = records.filter((record) => record.firstName || record.lastName);
  const left: AgentListRecord[] = [];
  const errors: { rowNumber: number; error: string }[] = [];
  if (named.length === 0) return { records, left, errors };
  const digits = [...new Set(named.map((record) => npnKey(record.npn)))];
  const { rows } = await sql<StoredName & { digits: string }>`
    select x.digits, a.name, a.first_name, a.middle_name, a.last_name, a.business_name, a.type
    from jsonb_array_elements_text(${JSON.stringify(digits)}::jsonb) as x(digits)
    join agents a on ${sameNpn('a.npn', 'x.digits')}
    order by x.digits, a.id`.execute(trx);
  const stored = new Map<string, StoredName[]>();
  for (const row of rows) stored.set(row.digits, [...(stored.get(row.digits) ?? []), row]);
  const kept = records.filter((record) => {
    const person = stored.get(npnKey(record.npn));
    // Agreeing with any of the person's records is enough (a record made from a report may be spelled otherwise).
    if (!person || person.some((agent) => namesAgree(record, agent))) return true;
    left.push(record);
    errors.push({
      rowNumber: record.rowNumber,
      error: `Row ${record.rowNumber}: ${npnNamesAnother(record.npn, person[0]!.name, `this row names ${record.name}`)}; this row was not used`,
    });
    return false;
  });
  return { records: kept, left, errors };
}
