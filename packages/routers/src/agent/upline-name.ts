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
  >`(select case when count(distinct upline_person.name_key) = 1 then (array_agg(upline_person.name order by upline_person.id))[1] end
    from agents upline_person where upline_person.npn is not null
      and ${npnMatch(sql.ref('upline_person.npn'), uplineNpn)})`;
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
 * Whether the upline name shown for the record under `alias` (shownUplineName) holds `needle`, a
 * lower-case search text: the stored name, or for a record that stores none, the name of the
 * person with its upline NPN. Those people are first narrowed to the NPNs of records whose name
 * holds the needle (one pass, hashed), so the name is looked up only for the few records whose
 * upline can match (at 20,000 agents, half naming their upline by NPN only, a search costs ~10 ms
 * more than one of stored names; looking the name up for every record, ~35 ms more).
 */
export function shownUplineHolds(alias: string, needle: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const holds = (value: RawBuilder<unknown>) => sql`strpos(lower(${value}), ${needle}) > 0`;
  return sql<boolean>`(${holds(column('upline'))}
    or (coalesce(btrim(${column('upline')}), '') = '' and coalesce(btrim(${column('upline_id')}), '') <> ''
      and ltrim(${column('upline_id')}, '0') in
        (select ltrim(upline_named.npn, '0') from agents upline_named
          where upline_named.npn is not null and ${holds(sql.ref('upline_named.name'))})
      and ${holds(knownUplineName(column('upline_id')))}))`;
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
