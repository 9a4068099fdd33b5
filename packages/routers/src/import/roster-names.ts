import { isSuffixWord, joinPersonName, nameWords, splitFullName } from '@agentledger/schema';
import { companyFormOf } from './business-names';
import { rosterNameCell } from './roster-name-flags';

/** A person's name in its parts; null = none stored, or (for a roster row) not given. */
export type NameParts = {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
};

/** An agent record as its name is stored. */
export type StoredName = {
  name: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  business_name: string | null;
  type: string;
};

const lastWord = (text: string | null) => (text ?? '').trim().split(/\s+/).pop() ?? '';

/**
 * A record's name parts. Records keep no suffix column: the suffix is the last word of the display
 * name when it is Jr/Sr/II/III/IV and not the end of the stored last name already ("Kwame Mensah Jr").
 * A record with no parts (made from a carrier report by name) has them read from its name, unless
 * the name is a business's.
 */
export function storedNameParts(record: StoredName): NameParts {
  if (record.first_name === null && record.last_name === null) {
    const business = record.type === 'Business' || record.name === record.business_name;
    return business ? { firstName: null, middleName: null, lastName: null, suffix: null } : splitFullName(record.name);
  }
  const end = lastWord(record.name);
  const words = record.name.trim().split(/\s+/);
  const suffix =
    words.length >= 2 && isSuffixWord(end) && lastWord(record.last_name).toLowerCase() !== end.toLowerCase()
      ? end
      : null;
  return { firstName: record.first_name, middleName: record.middle_name, lastName: record.last_name, suffix };
}

/**
 * A record's name after a roster row: the stored parts with only those the row gives replaced, as
 * PUT /api/agents does (applyAgentUpdate), so a list with First and Last Name only keeps "Maria
 * Elena" and "Jr". Null when nothing of the name changes (the stored display name stays as written).
 */
export function rosterName(
  record: StoredName,
  given: NameParts & { businessName: string | null; type?: string | null },
): { name: string; firstName: string | null; middleName: string | null; lastName: string | null } | null {
  // A business is not renamed as a person by a row that does not say it is one: its name split
  // into parts ("Tulsa Acme" for "Acme, Tulsa") would be a new name no one gave.
  if (record.type === 'Business' && given.type !== 'Individual') return null;
  const stored = storedNameParts(record);
  // The stored spelling too: the row names the same two words, only the other way round.
  given = writtenFamilyFirst(given, stored)
    ? { ...given, firstName: stored.firstName, lastName: stored.lastName }
    : given;
  const keys = ['firstName', 'middleName', 'lastName', 'suffix'] as const;
  const changes = keys.some((key) => given[key] !== null && given[key]!.trim() !== (stored[key] ?? '').trim());
  if (!changes) return null;
  const merged = Object.fromEntries(keys.map((key) => [key, given[key] ?? stored[key]])) as NameParts;
  const person = [joinPersonName(merged.firstName ?? '', merged.middleName, merged.lastName ?? ''), merged.suffix]
    .filter(Boolean)
    .join(' ');
  return {
    name: person || given.businessName || record.name,
    firstName: merged.firstName,
    middleName: merged.middleName,
    lastName: merged.lastName,
  };
}

const sameWords = (a: string | null, b: string | null) =>
  !!a && !!b && nameWords(a).join(' ') === nameWords(b).join(' ');

/**
 * A row whose first and last name are the stored person's the other way round ("DOE JANE" read as
 * first name DOE for Jane Doe): a list that writes the family name first, not a new name. The
 * stored order stays; a roster must not turn everyone it lists into "Doe Jane".
 */
function writtenFamilyFirst(given: NameParts, stored: NameParts): boolean {
  if (sameWords(given.firstName, stored.firstName) || sameWords(given.lastName, stored.lastName)) return false;
  return sameWords(given.firstName, stored.lastName) && sameWords(given.lastName, stored.firstName);
}

/** Whether two name parts can be the same: equal as compared, or sharing a word of three letters or more ("de la Cruz" / "Cruz"). */
function partsAgree(a: string | null, b: string | null): boolean {
  // Words as name matching reads them (nameWords: case, accents and punctuation folded; O'Neill = ONEILL).
  const [x, y] = [nameWords(a ?? ''), nameWords(b ?? '')];
  if (x.length === 0 || y.length === 0) return false;
  if (x.join('') === y.join('')) return true;
  return x.some((word) => word.length >= 3 && y.includes(word));
}

/**
 * Whether a row's name can be the stored person's: the first or the last name agrees (a changed
 * last name after a marriage, a changed first name, is an update), or both, swapped (lists that put
 * the family name first). A row that gives no name part, or a record with none, says nothing against it.
 */
export function namesAgree(row: { firstName: string | null; lastName: string | null }, record: StoredName): boolean {
  if (!row.firstName && !row.lastName) return true;
  // A stored name with digits in it ("Agent 7001", a placeholder a script gave) is no one's name:
  // nothing to disagree with, so the roster names the person.
  if (/\d/.test(record.name)) return true;
  const stored = storedNameParts(record);
  if (!stored.firstName && !stored.lastName) return true;
  return (
    partsAgree(row.firstName, stored.firstName) ||
    partsAgree(row.lastName, stored.lastName) ||
    (partsAgree(row.firstName, stored.lastName) && partsAgree(row.lastName, stored.firstName))
  );
}

/**
 * What is said of an NPN whose records name someone else than a row or a call does (namesAgree
 * false): the agent-list import's row error and the API's 409 alike.
 */
export function npnNamesAnother(npn: string, holder: string, named: string): string {
  return `NPN ${npn} is ${holder} here; ${named}: check the NPN`;
}

/**
 * The upline's name as the people's own are written: "DOE, JANE" is Jane Doe (the list's names
 * are read so too); a name without a comma, or a business's, stays as written. A code a hierarchy
 * report prints after the name ("Jane Doe (17000009)", "DOE, JANE [A900]") is no part of it: it may
 * be an NPN or the carrier's agent number, so it is never taken as the Upline NPN; the name alone
 * can still be linked to the one person who has it.
 */
export function rosterUplineName(flagged: string | null): string | null {
  // "DOE, JANE (TERM)": the upline's status flag is no part of their name (roster-name-flags.ts).
  const cell = rosterNameCell(flagged);
  const written = cell?.replace(/\s*[([][^)\]]*\d[^)\]]*[)\]]$/, '') || cell;
  // "Evergreen Financial Group, LLC": a business's name, its comma no "LAST, FIRST".
  if (!written?.includes(',') || companyFormOf(written)) return written;
  return wholeName(splitFullName(written)) || written;
}

/** A person's name from its parts, suffix last ("John A Smith Jr"); '' when none is given. */
export function wholeName(parts: {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
}) {
  return [joinPersonName(parts.firstName ?? '', parts.middleName, parts.lastName ?? ''), parts.suffix]
    .filter(Boolean)
    .join(' ');
}
