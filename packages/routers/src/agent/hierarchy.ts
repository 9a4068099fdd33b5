import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest } from '../errors';
import { npnKey, npnKeyOf, npnMatch } from './npn-match';

/**
 * How many links up a loop is looked for. The hierarchy is read 10 levels deep (SPEC section 3);
 * a loop is looked for much further, so one of any length a real agency could make is found, and the
 * walk still ends on whatever the stored data holds (it never visits an NPN twice either).
 */
export const LOOP_SEARCH_LINKS = 100;

/** "111 → 222 → 111": the NPNs of a loop, from the agent back to the agent. */
export const loopText = (path: readonly string[]) => path.join(' → ');

const selfUplineMessage = (npn: string) => `An agent cannot be their own upline (NPN ${npn})`;

/**
 * Hierarchy changes are serialised by one advisory transaction lock (shared by every server
 * process on the database), so two edits made at the same moment (A's upline B, B's upline A)
 * cannot each pass the loop check and make a loop together. Taken after the import locks
 * (packages/routers/src/import/import-lock.ts: people, then carrier) and before any agent row is
 * locked or written, so it never waits in a circle with them.
 */
const HIERARCHY_LOCK = [7_310_002, 0] as const;

export async function lockHierarchy(trx: Kysely<DB>) {
  await sql`select pg_advisory_xact_lock(${HIERARCHY_LOCK[0]}::int, ${HIERARCHY_LOCK[1]}::int)`.execute(trx);
}

/**
 * Each person's uplines, by the person's npnKey (the one NPN rule: `0012345678` is `12345678`): the
 * distinct upline NPNs among their records (mostly one), as written.
 */
export type UplineLinks = ReadonlyMap<string, readonly string[]>;

/**
 * The loop a link `npn` → `up` closes in `links` (the hierarchy with that link in it), as its NPNs
 * from `npn` back to `npn`, or null: the shortest one found walking up from `up`, level by level,
 * at most LOOP_SEARCH_LINKS links, never visiting an NPN twice, as assertUplineFits' query walks the
 * stored hierarchy. In memory, for a whole roster at once: that query run from every row of a list
 * costs rows × depth index lookups (a 5,000-row list made as one chain took 9 s on PGlite; the
 * links of 20,000 people are read in one query and walked here in milliseconds).
 */
export function loopThrough(links: UplineLinks, npn: string, up: string): string[] | null {
  const self = npnKey(npn);
  if (npnKey(up) === self) return [npn, npn];
  // By npnKey: the NPN each one was reached from, as written.
  const cameFrom = new Map<string, string>([[npnKey(up), npn]]);
  let level = [up];
  for (let depth = 1; depth < LOOP_SEARCH_LINKS && level.length > 0; depth++) {
    const next: string[] = [];
    for (const node of level) {
      for (const above of links.get(npnKey(node)) ?? []) {
        const key = npnKey(above);
        if (cameFrom.has(key)) continue;
        cameFrom.set(key, node);
        if (key === self) {
          const back = [npn];
          for (let at = node; npnKey(at) !== self; at = cameFrom.get(npnKey(at))!) back.push(at);
          return [...back, npn].reverse();
        }
        next.push(above);
      }
    }
    level = next;
  }
  return null;
}

/**
 * Refuses (400) an agent record whose NPN and upline NPN, as a create or an update would leave
 * them, make the agent their own upline or a loop in the hierarchy. One recursive query walks up
 * from the upline over the stored hierarchy (each distinct upline among a person's records, the
 * record being updated, `exceptAgentId`, left out as its link is being replaced) until it comes back
 * to the NPN, reaches the top, or has gone LOOP_SEARCH_LINKS links; an NPN is never visited twice on
 * one path. NPNs link by the one NPN rule (leading zeros ignored: the path holds npnKeys; the loop
 * is named as the records write their uplines, from the NPN back to it as given). `changed` says
 * which of the two the caller changed, for the message. No upline (null or '') is always allowed.
 */
export async function assertUplineFits(
  db: Kysely<DB>,
  link: { npn: string | null; upline: string | null; exceptAgentId?: number; changed: 'upline' | 'npn' },
) {
  const { npn, upline } = link;
  if (!npn || !upline) return;
  if (npnKey(npn) === npnKey(upline)) throw badRequest(selfUplineMessage(npn));
  const self = npnKeyOf(sql`${npn}::text`);
  const { rows } = await sql<{ path: string[] }>`
    with recursive walk (node, path, shown) as (
      select ${upline}::text, array[${npnKeyOf(sql`${upline}::text`)}], array[${upline}::text]
      union
      select a.upline_id, w.path || ${npnKeyOf(sql.ref('a.upline_id'))}, w.shown || a.upline_id
      from walk w join agents a on ${npnMatch(sql.ref('a.npn'), sql.ref('w.node'))}
      where ${npnKeyOf(sql.ref('w.node'))} <> ${self} and a.id <> ${link.exceptAgentId ?? 0} and a.upline_id <> ''
        and cardinality(w.path) < ${LOOP_SEARCH_LINKS} and not (${npnKeyOf(sql.ref('a.upline_id'))} = any(w.path))
    )
    select array_prepend(${npn}::text, shown[1:cardinality(shown) - 1]) || ${npn}::text as path
    from walk where ${npnKeyOf(sql.ref('node'))} = ${self}
    order by cardinality(path) limit 1`.execute(db);
  const loop = rows[0]?.path;
  if (!loop) return;
  throw badRequest(
    link.changed === 'upline'
      ? `Setting the upline to NPN ${upline} would make a loop: ${loopText(loop)}`
      : `Changing the NPN to ${npn} would make a loop: ${loopText(loop)}`,
  );
}
