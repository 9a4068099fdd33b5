import { isSuffixWord } from '@agentledger/schema';

/**
 * Names some carriers write `LAST FIRST MIDDLE` with no comma (`SMITH JOHN A`,
 * `WASHINGTON GEORGE T JR`, `DE LA CRUZ MARIA`). Read as written they are first name first, and
 * match nobody. Which order a report uses is decided once per report from evidence (how many of its
 * names match known people each way: report-name-order.ts), never guessed row by row.
 */

/**
 * Words that begin a last name of several words (`DE LA CRUZ`, `VAN DER BERG`, `ST JAMES`,
 * `MC DONALD`): read last name first, they stay with the word after them rather than becoming a
 * first name.
 */
export const SURNAME_PARTICLES: ReadonlySet<string> = new Set([
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'dos',
  'du',
  'la',
  'las',
  'le',
  'los',
  'mac',
  'mc',
  'saint',
  'san',
  'santa',
  'st',
  'ste',
  'ten',
  'ter',
  'van',
  'von',
]);

const plain = (word: string) => word.replace(/\./g, '').toLowerCase();

/**
 * A comma-less name read last name first, written the way the rest of the product reads that order
 * ("Last, First Middle"): `SMITH JOHN A` → `SMITH, JOHN A`, `DE LA CRUZ MARIA` → `DE LA CRUZ, MARIA`,
 * `WASHINGTON GEORGE T JR` → `WASHINGTON, GEORGE T JR` (a suffix at the end stays the suffix),
 * `SMITH JR JOHN` → `SMITH JR, JOHN` (a suffix written after the last name too). The last name is
 * the first word and the particles before it; at least one given name is always left. null for a
 * name with a comma (its order is written), of one word, or whose given names would be a suffix alone.
 */
export function readLastFirst(name: string): string | null {
  if (name.includes(',')) return null;
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  let end = 0;
  // Particles join the last name while a last name word and a given name are still left after them.
  while (end < words.length - 2 && SURNAME_PARTICLES.has(plain(words[end]!))) end++;
  end++;
  if (end < words.length - 1 && isSuffixWord(words[end])) end++;
  const given = words.slice(end);
  if (given.every((word) => isSuffixWord(word))) return null;
  return `${words.slice(0, end).join(' ')}, ${given.join(' ')}`;
}

/**
 * What a report's distinct comma-less names say about their order, counted against the people
 * already known (name key, with ties agreeing): `lastOnly` match someone only read last name first,
 * `firstOnly` only as written, `lastFirst` read last name first (whether or not also as written),
 * `known` either way, of `names`.
 */
export type NameOrderEvidence = {
  names: number;
  known: number;
  lastFirst: number;
  lastOnly: number;
  firstOnly: number;
};

/**
 * The thresholds for reading a report's names last name first; below them the names are read as
 * written (first name first, as always). All three must hold:
 * - at least 3 names match known people only when read last name first: one or two can be a
 *   coincidence (a new "Thomas Lee" when "Lee Thomas" is known);
 * - at least 3 times as many as match only as written: a report in one order has few of the other
 *   (a "JAMES THOMAS" that is also someone's name as written), a mixed one has many;
 * - at least a quarter of the report's comma-less names: a First Last report of mostly new people
 *   among thousands of known ones finds a few reversed coincidences, never a quarter of its names.
 */
export const LAST_FIRST_AT_LEAST = 3;
export const LAST_FIRST_OVER_AS_WRITTEN = 3;
export const LAST_FIRST_SHARE_OF_NAMES = 0.25;

/** Whether the evidence clearly says the report writes its names last name first. */
export function readsLastFirst(evidence: NameOrderEvidence): boolean {
  const { names, lastOnly, firstOnly } = evidence;
  return (
    lastOnly >= LAST_FIRST_AT_LEAST &&
    lastOnly >= firstOnly * LAST_FIRST_OVER_AS_WRITTEN &&
    lastOnly >= names * LAST_FIRST_SHARE_OF_NAMES
  );
}

/**
 * Whether a sample of a report's names (spread evenly over it) could be of a report that reads last
 * name first, so that all its names are counted: far below readsLastFirst's thresholds (a tenth of
 * the names, as many as match as written), so that a sample never hides a report that meets them.
 */
export function mayReadLastFirst(sample: NameOrderEvidence): boolean {
  const { names, lastOnly, firstOnly } = sample;
  return lastOnly > 0 && lastOnly >= firstOnly && lastOnly >= names / 10;
}
