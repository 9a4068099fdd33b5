import type { TRosterLayout } from '@agentledger/schema';
import { columnsByHeader, findSavedHeader } from './saved-layout';
import {
  AGENT_LIST_COLUMNS,
  headerKey,
  headerWords,
  mapHeader,
  mapHeaderKeys,
  synonymIndex,
  type AgentListField,
} from './synonyms';
import { cellText, type Cell } from './values';

const INDEX = synonymIndex(AGENT_LIST_COLUMNS);
const SEARCH_ROWS = 100;

/** Where an agent list's header is: its first row (0-based), how many rows it spans, and each field's column. */
export type AgentListHeader = { at: number; rows: 1 | 2; headers: string[]; columns: Map<AgentListField, number> };

export const NO_AGENT_LIST_HEADER =
  'No header row found in the first 100 rows: an agent list needs at least an NPN column and a name column: first, last or full name (for example Agent NPN, Agent First Name, Agent Last Name, or NPN and Agent Name). Map its columns under Import Agents → Map columns.';

/**
 * Words of a group heading that still mean the agent's own columns ("Agent", "Contact Info",
 * "Mailing Address"): a field under such a group that the combined name does not tell is read by
 * its own name ("Agent" over "Zip" is the zip). Under any other group ("Upline", "Manager",
 * "Agency") only the combined name is read, so the upline's e-mail never becomes the agent's.
 */
const OWN_GROUP_WORDS = new Set([
  ...['agent', 'agents', 'producer', 'producers', 'individual', 'rep', 'representative', 'advisor', 'broker'],
  ...['writing', 'name', 'names', 'identity', 'profile', 'personal', 'details', 'info', 'information'],
  ...['contact', 'address', 'mailing', 'home', 'business', 'demographics', 'license', 'licensing'],
  ...['contract', 'contracting', 'appointment', 'appointments', 'hierarchy', 'compensation', 'commission'],
]);

const texts = (row: readonly Cell[] | undefined) => (row ?? []).map((cell) => cellText(cell));

const readable = (columns: Map<AgentListField, number>) =>
  columns.has('npn') && (columns.has('firstName') || columns.has('lastName') || columns.has('fullName'));

/**
 * The group each column stands under. A spreadsheet prints a merged group cell once, blanks after
 * it: a blank takes the group on its left. A group row that writes its groups out over every column
 * ("Agent,Agent,Upline,Upline,") means a blank as no group.
 */
function groupsOf(top: readonly string[], bottom: readonly string[]): string[] {
  const writtenOut = top.some((cell, c) => cell !== '' && headerKey(cell) === headerKey(top[c + 1] ?? ''));
  let carried = '';
  return Array.from({ length: Math.max(top.length, bottom.length) }, (_, c) => {
    const own = top[c] ?? '';
    if (own || writtenOut || !bottom[c]) carried = own;
    return carried;
  });
}

/** The synonym a column under a group is read by (its header key), or null. */
function keyUnder(group: string, field: string): string | null {
  if (!group || !field) return headerKey(group || field);
  const combined = headerKey(`${group} ${field}`);
  if (INDEX.has(combined)) return combined;
  return headerWords(group).every((word) => OWN_GROUP_WORDS.has(word)) ? headerKey(field) : null;
}

/** A group row over a field row, read as one header ("Upline" over "NPN" is the Upline NPN). */
export function readTwoRowHeader(top: readonly string[], bottom: readonly string[]) {
  const groups = groupsOf(top, bottom);
  const headers = groups.map((group, c) => [group, bottom[c] ?? ''].filter(Boolean).join(' '));
  // Each column read by its key, then chosen among as a one-row header's columns are.
  const keys = groups.map((group, c) => keyUnder(group, bottom[c] ?? '') ?? '');
  return { headers, columns: mapHeaderKeys(keys, INDEX) };
}

/**
 * The header of an agent list: the agency's saved layout where it matches, else the first row that
 * names the NPN and a name, or a group row over such a row. A row groups the one beneath it when it
 * heads two or more columns (a title heads one) and the two read together name the NPN and a name.
 */
export function findAgentListHeader(
  rows: readonly Cell[][],
  saved: TRosterLayout | null = null,
): AgentListHeader | null {
  const found = saved ? findSavedHeader(rows, saved) : null;
  if (saved && found) {
    const columns = columnsByHeader<AgentListField>(found.headers, saved.columns, saved.headers);
    return {
      at: found.at,
      rows: saved.headerRows === 2 ? 2 : 1,
      headers: found.headers,
      columns: new Map(Object.entries(columns) as [AgentListField, number][]),
    };
  }
  for (let at = 0; at < Math.min(rows.length, SEARCH_ROWS); at++) {
    const top = texts(rows[at]);
    const single = mapHeader(top, INDEX);
    if (readable(single)) return { at, rows: 1, headers: top, columns: single };
    if (top.filter(Boolean).length < 2 || at + 1 >= rows.length) continue;
    const two = readTwoRowHeader(top, texts(rows[at + 1]));
    if (readable(two.columns)) return { at, rows: 2, ...two };
  }
  return null;
}
