import type { TRosterLayout } from '@agentledger/schema';
import { oneAddressSet } from './roster-address-set';
import { columnsByHeader, findSavedHeader } from './saved-layout';
import { AGENT_LIST_COLUMNS, type AgentListField } from './roster-synonyms';
import { headerKey, headerWords, mapHeaderKeys, synonymIndex } from './synonyms';
import { cellText, type Cell } from './values';

const INDEX = synonymIndex(AGENT_LIST_COLUMNS);
const SEARCH_ROWS = 100;

/**
 * Where an agent list's header is: its first row (0-based), how many rows it spans, each field's
 * column, and the column continuing the address ("Address Line 2") when the list has one.
 */
export type AgentListHeader = {
  at: number;
  rows: 1 | 2;
  headers: string[];
  columns: Map<AgentListField, number>;
  addressLine2?: number;
  /** A list with more than one address: the sets a row may give instead of the one in `columns`. */
  otherAddresses?: Map<AgentListField, number>[];
};

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

/**
 * Words in a header's parentheses that name someone else ("Email (Upline)", "Phone (Manager)"): such
 * a header is never read as the agent's own field without them.
 */
const OTHER_PARTY_WORDS = new Set([
  ...['upline', 'manager', 'recruiter', 'parent', 'sponsor', 'supervisor', 'mentor', 'reports', 'referral'],
  ...['agency', 'firm', 'carrier', 'company', 'insurer', 'owner', 'principal', 'spouse', 'emergency', 'assistant'],
]);

/**
 * A roster header's key as the synonyms know it. Systems add to a known header: a parenthesis
 * spelling it out or saying its form ("National Producer Number (NPN)", "Date of Birth (MM/DD/YYYY)",
 * "Phone (Mobile)"), Salesforce's custom-field ending ("NPN__c"), a "#" after the NPN ("Agent NPN #").
 * The parenthesis is read as words first ("Upline (NPN)" is the Upline NPN), and left out only when
 * it names no one else. A header none of these make known keeps its own key (read as no field).
 */
export function rosterHeaderKey(header: string): string {
  const own = headerKey(header);
  if (INDEX.has(own)) return own;
  const plain = header.replace(/__c$/i, '');
  const variants = [headerKey(plain)];
  const aside = /^(.*?)\s*[([]([^)\]]*)[)\]]\s*$/.exec(plain);
  if (aside?.[1] && !headerWords(aside[2]).some((word) => OTHER_PARTY_WORDS.has(word))) {
    variants.push(headerKey(aside[1]));
  }
  for (const key of [...variants]) if (key.endsWith('npnnumber')) variants.push(key.slice(0, -'number'.length));
  return variants.find((key) => INDEX.has(key)) ?? own;
}

/**
 * The column that continues the address column ("Address Line 2" after "Address Line 1", "Business
 * Address Line 2" after "Business Address", "Mailing Street 2"): its suite or unit was lost.
 */
function addressLine2Of(headers: readonly string[], address: number | undefined): number | undefined {
  if (address === undefined) return undefined;
  const base = rosterHeaderKey(headers[address] ?? '').replace(/(?:line)?1$/, '');
  const wanted = new Set([`${base}line2`, `${base}2`]);
  const found = headers.findIndex((header, column) => column !== address && wanted.has(headerKey(header)));
  return found === -1 ? undefined : found;
}

const withAddressLine2 = (header: AgentListHeader): AgentListHeader => {
  const addressLine2 = addressLine2Of(header.headers, header.columns.get('address'));
  return addressLine2 === undefined ? header : { ...header, addressLine2 };
};

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
  if (!group || !field) return rosterHeaderKey(group || field);
  const combined = rosterHeaderKey(`${group} ${field}`);
  if (INDEX.has(combined)) return combined;
  return headerWords(group).every((word) => OWN_GROUP_WORDS.has(word)) ? rosterHeaderKey(field) : null;
}

/** A group row over a field row, read as one header ("Upline" over "NPN" is the Upline NPN). */
export function readTwoRowHeader(top: readonly string[], bottom: readonly string[]) {
  const groups = groupsOf(top, bottom);
  const headers = groups.map((group, c) => [group, bottom[c] ?? ''].filter(Boolean).join(' '));
  // Each column read by its key, then chosen among as a one-row header's columns are.
  const keys = groups.map((group, c) => keyUnder(group, bottom[c] ?? '') ?? '');
  const { columns, others } = oneAddressSet(keys, mapHeaderKeys(keys, INDEX), INDEX);
  return { headers, columns, otherAddresses: others };
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
    return withAddressLine2({
      at: found.at,
      rows: saved.headerRows === 2 ? 2 : 1,
      headers: found.headers,
      columns: new Map(Object.entries(columns) as [AgentListField, number][]),
    });
  }
  for (let at = 0; at < Math.min(rows.length, SEARCH_ROWS); at++) {
    const top = texts(rows[at]);
    const keys = top.map(rosterHeaderKey);
    const { columns: single, others } = oneAddressSet(keys, mapHeaderKeys(keys, INDEX), INDEX);
    if (readable(single)) {
      return withAddressLine2({ at, rows: 1, headers: top, columns: single, otherAddresses: others });
    }
    if (top.filter(Boolean).length < 2 || at + 1 >= rows.length) continue;
    const two = readTwoRowHeader(top, texts(rows[at + 1]));
    if (readable(two.columns)) return withAddressLine2({ at, rows: 2, ...two });
  }
  return null;
}
