/** Words every carrier's full name has that tell nothing about which carrier it is. */
const NOISE = new Set([
  'the',
  'of',
  'and',
  'company',
  'co',
  'inc',
  'ins',
  'incorporated',
  'insurance',
  'life',
  'annuity',
  'financial',
  'group',
  'corporation',
  'corp',
  'assurance',
  'health',
  'services',
  'usa',
  'america',
  'american',
]);

function words(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The words of a carrier's name that tell which carrier it is: "Aetna Life Insurance Company",
 * "AETNA" and "Aetna Inc." are all `aetna`. A name of noise words only keeps them all.
 */
export function carrierTellingWords(name: string): string[] {
  const all = words(name);
  const kept = all.filter((word) => !NOISE.has(word));
  return kept.length ? kept : all;
}

/**
 * A name's letters with the spaces between its words taken out, from the run of words that holds
 * every telling word, with or without the noise words around it: "Senior Life Insurance Company"
 * is `seniorlifeinsurancecompany`, `seniorlifeinsurance`, `seniorlife` and `senior`, so that a
 * company set up as "SeniorLife" (or "BaltimoreLife") is the Carrier column's "Senior Life
 * Insurance Company" (or "Baltimore Life"). A name of noise words only is its whole run alone.
 */
function gluedForms(name: string): Set<string> {
  const all = words(name);
  const telling = all.flatMap((word, at) => (NOISE.has(word) ? [] : [at]));
  if (telling.length === 0) return new Set(all.length ? [all.join('')] : []);
  const forms = new Set<string>();
  for (let from = 0; from <= telling[0]!; from++)
    for (let to = telling[telling.length - 1]!; to < all.length; to++) forms.add(all.slice(from, to + 1).join(''));
  return forms;
}

export type NamedCarrier = { id: number; name: string; code: string };

/**
 * The carriers a full legal name may mean ("American Amicable Life Insurance Company of Texas" is
 * American Amicable, "The Independent Order of Foresters" is Foresters Financial): the carrier
 * whose code it is; else those all of whose telling words the full name has (of those, the ones
 * needing most words), and those whose name is the full name spaced another way ("BaltimoreLife"
 * for "Baltimore Life", "SeniorLife" for "Senior Life Insurance Co"). Several when several fit
 * equally well: which one is then not known.
 */
export function carrierCandidates<C extends NamedCarrier>(fullName: string, carriers: readonly C[]): C[] {
  const text = fullName.trim();
  const byCode = carriers.filter((carrier) => carrier.code.toLowerCase() === text.toLowerCase());
  if (byCode.length === 1) return byCode;
  const have = new Set(words(text));
  const scored = carriers
    .map((carrier) => {
      const needed = carrierTellingWords(carrier.name);
      return { carrier, score: needed.every((word) => have.has(word)) ? needed.length : 0 };
    })
    .filter((entry) => entry.score > 0);
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const glued = gluedForms(text);
  // Either way of fitting is as sure as the other: a company fitting one way and another the other is not known.
  return carriers.filter(
    (carrier) =>
      scored.some((entry) => entry.carrier === carrier && entry.score === best) ||
      [...gluedForms(carrier.name)].some((form) => glued.has(form)),
  );
}

/**
 * The carrier an appointment list or a Carrier column means by a name (carrierCandidates). Null
 * when none fits, or when two fit equally well (never a guess).
 */
export function matchCarrierName<C extends NamedCarrier>(fullName: string, carriers: readonly C[]): C | null {
  const candidates = carrierCandidates(fullName, carriers);
  return candidates.length === 1 ? candidates[0]! : null;
}
