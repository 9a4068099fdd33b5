import { withoutDesignations, withoutHonorific } from './nameTitles';

/** A writing number as reports are matched on it: case, spaces and dashes ignored (`QA-777` = `qa 777`). */
export function normalizeWritingNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * A name as it is displayed when a report wrote it "Last, First M, Suffix": "First M Last Suffix"
 * (`WASHINGTON, GEORGE T, JR` → `GEORGE T WASHINGTON JR`; the suffix is kept). A suffix written
 * after the given names without its own comma goes after the last name too (`Washington, George T
 * Jr` → `George T Washington Jr`), so it is read as a suffix and not lost in the middle. Other names
 * as they are. The SQL name words (migration T21) and new records' names (apply-upload.ts) agree.
 */
export function displayPersonName(value: string): string {
  const parts = value.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
  if (parts.length < 2 || !parts[0] || !parts[1]) return value.trim().replace(/\s+/g, ' ');
  const [last, first, ...rest] = parts;
  const given = first!.split(' ');
  if (rest.every((part) => !part) && given.length >= 2 && isSuffixWord(given[given.length - 1])) {
    const suffix = given.pop()!;
    return [given.join(' '), last, suffix].join(' ');
  }
  return [first, last, ...rest].filter(Boolean).join(' ');
}

/**
 * Letters and their plain lower-case forms, one for one: ASCII capitals and accented Latin letters.
 * Nothing else is case-folded, on purpose: PostgreSQL's lower() depends on the database's locale,
 * and the SQL name key (migration T09) is built from these same strings so both sides always agree.
 */
export const NAME_FOLD_FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎĐďđÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮİìíîïīįıŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŔŘŕřŚŠŞśšşŤťÙÚÛÜŪŮŰŲùúûüūůűųÝŸýÿŽŹŻžźż';
export const NAME_FOLD_TO =
  'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz';
/** Marks dropped inside a word: O'Brien = OBrien, J.R. = JR. */
export const NAME_DROPPED = ".'’`";
/** Marks that separate words (Mary-Jane = Mary Jane), whitespace included. */
export const NAME_SEPARATORS =
  ' \t\n\r!"#$%&()*+,-/:;<=>?@[\\]^_{|}~\u00a0\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u00b7';
/** Letters written as two. */
const NAME_LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe' };
/** Name suffixes that tell two people apart (George Washington Jr / Sr); the last word only. */
export const NAME_SUFFIXES = ['jr', 'sr', 'ii', 'iii', 'iv'] as const;

const FOLD = new Map<string, string>([...NAME_FOLD_FROM].map((from, i) => [from, NAME_FOLD_TO[i]!]));
for (const mark of NAME_DROPPED) FOLD.set(mark, '');
for (const mark of NAME_SEPARATORS) FOLD.set(mark, ' ');
for (const [from, to] of Object.entries(NAME_LIGATURES)) FOLD.set(from, to);

/**
 * The words of a name as matching reads them: display order, accents and case folded, punctuation
 * gone. Letters of other scripts are kept as written (a Cyrillic or Arabic name still has a key).
 */
export function nameWords(value: string): string[] {
  const folded = [...displayPersonName(value)]
    .map((ch) => FOLD.get(ch) ?? ch)
    .join('')
    .replace(/ +/g, ' ')
    .trim();
  return folded ? folded.split(' ') : [];
}

/**
 * The one person rule for names. `key` is first and last name (case, accents, spacing and
 * punctuation ignored; "Last, First M, Suffix" read as "First M Last Suffix"); `tie` is the middle
 * initial and suffix ("m|jr"), which tell apart people whose key is the same. Import matching, find,
 * unified grouping and search all use it; PostgreSQL computes the same (agents.name_key and
 * agents.name_tie, migration T09; a test holds the two together).
 */
export function personNameKey(value: string): { key: string; tie: string } {
  const words = nameWords(value);
  let suffix = '';
  if (words.length >= 3 && (NAME_SUFFIXES as readonly string[]).includes(words[words.length - 1]!)) {
    suffix = words.pop()!;
  }
  const key = words.length >= 2 ? `${words[0]} ${words[words.length - 1]}` : (words[0] ?? '');
  // The first character, not code unit: an initial outside the BMP is one character to PostgreSQL too.
  const initial = words.length >= 3 ? ([...words[1]!][0] ?? '') : '';
  return { key, tie: `${initial}|${suffix}` };
}

/**
 * How a search box's text is read (SPEC section 2), wherever agents are searched (the screens and
 * `?search=` on GET /api/agents and /api/unified-agents): `needle` is matched as a case-insensitive
 * substring; text that reads as a whole name ("Brown, Elizabeth", "Samantha Long") also finds that
 * person under the one person rule (`person`: key and tie as personNameKey gives them).
 */
export function readAgentSearch(search: string): { needle: string; person: { key: string; tie: string } | null } {
  const needle = search.trim().toLowerCase();
  const wholeName = /[\s,]/.test(needle) ? personNameKey(needle) : null;
  return { needle, person: wholeName?.key.includes(' ') ? wholeName : null };
}

/** Whether two ties can be one person: middle initials and suffixes agree wherever both are given. */
export function nameTiesAgree(a: string, b: string): boolean {
  const [initialA = '', suffixA = ''] = a.split('|');
  const [initialB = '', suffixB = ''] = b.split('|');
  return (!initialA || !initialB || initialA === initialB) && (!suffixA || !suffixB || suffixA === suffixB);
}

/** The full name identity ("george washington|t|jr"): one string per person, for grouping rows of one file. */
export function normalizePersonName(value: string): string {
  const { key, tie } = personNameKey(value);
  return key ? `${key}|${tie}` : '';
}

/** A name suffix that tells two people apart (Jr, Sr., II…), in any case, with or without its period. */
export function isSuffixWord(word: string | undefined): boolean {
  return !!word && (NAME_SUFFIXES as readonly string[]).includes(word.replace(/\./g, '').toLowerCase());
}

/**
 * A whole name in its parts, as written (case kept): "Last, First M, Suffix" or "Last Suffix, First M"
 * — the last name is all before the comma ("de la Cruz, Maria") but a trailing Jr/Sr/II/III/IV — or
 * "First M Last Suffix" ("John Smith, Jr" too). The first word of the given names is the first name,
 * the others the middle name; a trailing Jr/Sr/II/III/IV is the suffix. A single word is a first
 * name alone. An honorific before the given names (Mr, Mrs, Ms, Dr…) and designations after a comma
 * (CLU, ChFC, Esq…) are left out (nameTitles.ts). The one splitter of POST and PUT /api/agents, the
 * agent-list import, the edit form and the import's name comparison.
 */
export function splitFullName(value: string): {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
} {
  const parts = withoutDesignations(value.split(',').map((part) => part.trim().replace(/\s+/g, ' ')));
  const inverted = parts.length >= 2 && !!parts[0] && !!parts[1] && !(parts.length === 2 && isSuffixWord(parts[1]));
  if (inverted) {
    const [surname = '', given = '', ...rest] = parts;
    const words = withoutHonorific(given.split(' '), 1);
    const lastWords = surname.split(' ');
    let suffix = rest.filter(Boolean).join(' ') || null;
    if (!suffix && words.length >= 2 && isSuffixWord(words[words.length - 1])) suffix = words.pop()!;
    // "SMITH JR, ROBERT A": the suffix written after the last name, before the comma.
    if (!suffix && lastWords.length >= 2 && isSuffixWord(lastWords[lastWords.length - 1])) suffix = lastWords.pop()!;
    return {
      firstName: words.shift() || null,
      middleName: words.join(' ') || null,
      lastName: lastWords.join(' ') || null,
      suffix,
    };
  }
  const words = withoutHonorific(parts.filter(Boolean).join(' ').split(' ').filter(Boolean), 2);
  const suffix = words.length >= 3 && isSuffixWord(words[words.length - 1]) ? words.pop()! : null;
  const firstName = words.shift() ?? null;
  const lastName = words.pop() ?? null;
  return { firstName, middleName: words.length ? words.join(' ') : null, lastName, suffix };
}

export function joinPersonName(first: string, middle: string | null | undefined, last: string): string {
  return [first, middle, last]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
