import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';
import { npnMatch } from './npn-match';

/**
 * The name of the person whose NPN is `uplineNpn` (leading zeros ignored: the one NPN rule), or
 * null unless every record with that NPN names one person (one name key: "Brown, Elizabeth" and
 * "Elizabeth Brown" agree, "Liz Brown" and "Elizabeth Brown" do not). Their first record's name.
 */
function knownUplineName(uplineNpn: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<
    string | null
  >`(select case when count(distinct u.name_key) = 1 then (array_agg(u.name order by u.id))[1] end
    from agents u where u.npn is not null and ${npnMatch(sql.ref('u.npn'), uplineNpn)})`;
}

/**
 * An agent record's upline name as its details, lists and exports show it: the stored one; when
 * none is stored but an upline NPN is, the name of the person with that NPN (knownUplineName).
 * Read each time, never stored: a guess written down would not follow the upline's own record.
 */
export function shownUplineName(alias: string): RawBuilder<string | null> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string | null>`case
    when coalesce(btrim(${column('upline')}), '') = '' and coalesce(btrim(${column('upline_id')}), '') <> ''
    then coalesce(${knownUplineName(column('upline_id'))}, ${column('upline')})
    else ${column('upline')} end`;
}

/**
 * Whether an update's upline name is only the name shown for a record that stores none (the Edit
 * dialog sends back every field it was given): such an echo is not stored, so the shown name keeps
 * following the upline's record, and follows a new upline NPN given in the same save.
 */
export async function echoesShownUplineName(
  db: Kysely<DB>,
  given: string | null | undefined,
  stored: { upline: string | null; upline_id: string | null },
): Promise<boolean> {
  if (!given?.trim() || stored.upline?.trim() || !stored.upline_id?.trim()) return false;
  const shown = knownUplineName(sql`${stored.upline_id}::text`);
  const { rows } = await sql<{ name: string | null }>`select ${shown} as name`.execute(db);
  return rows[0]?.name?.trim() === given.trim();
}
