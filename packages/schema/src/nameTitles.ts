/**
 * What agency systems and people write around a name that is no part of it: an honorific before the
 * given names ("Ms. Jane Public") and professional designations after a comma ("Jane Public, CLU,
 * ChFC"). splitFullName leaves them out of first, middle and last name; before, "Ms. Jane Q. Public,
 * CLU" was read as first name CLU, last name "Ms. Jane Q. Public".
 */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof']);

/**
 * Insurance and financial designations (the American College's and NAIFA's, and degrees agents
 * sign with). MD is left out on purpose: "Md" is also a given name's usual short form ("Rahman, Md").
 */
const DESIGNATIONS = new Set([
  'clu',
  'chfc',
  'lutcf',
  'lutc',
  'cfp',
  'ricp',
  'lacp',
  'cltc',
  'casl',
  'chsnc',
  'fscp',
  'rhu',
  'rebc',
  'fic',
  'csa',
  'cpcu',
  'cic',
  'aep',
  'crpc',
  'rfc',
  'aams',
  'cebs',
  'msfs',
  'cfa',
  'cpa',
  'mba',
  'phd',
  'jd',
  'esq',
]);

/** A word without its periods, in lower case ("Ph.D." → "phd", "Esq." → "esq"). */
const bare = (word: string) => word.replace(/\./g, '').toLowerCase();

/** A comma's part that is designations only ("CLU", "ChFC CLU", "Esq."). */
export function isDesignationPart(part: string): boolean {
  const words = part.split(/[\s/&]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => DESIGNATIONS.has(bare(word)));
}

/**
 * Names without an honorific in front ("Ms. Jane Q." → "Jane Q."), when at least `left` words
 * remain: "Dr Smith" as a whole name keeps its two words rather than become a first name alone.
 */
export function withoutHonorific(words: string[], left: number): string[] {
  return words.length > left && HONORIFICS.has(bare(words[0]!)) ? words.slice(1) : words;
}

/**
 * A name's comma parts without the designations after it. "Smith, Esq" is kept as written when
 * dropping would leave one word: a one-word part before the comma is a last name, and what follows
 * the given names.
 */
export function withoutDesignations(parts: string[]): string[] {
  const kept = [...parts];
  while (kept.length >= 2 && isDesignationPart(kept[kept.length - 1]!)) {
    if (kept.length === 2 && !kept[0]!.includes(' ')) break;
    kept.pop();
  }
  return kept;
}
