/** Words every carrier's full name has that tell nothing about which carrier it is. */
const NOISE = new Set([
  'the',
  'of',
  'and',
  'company',
  'co',
  'inc',
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

export type NamedCarrier = { id: number; name: string; code: string };

/**
 * The carrier an appointment list means by a carrier's full legal name ("American Amicable Life
 * Insurance Company of Texas" is American Amicable, "The Independent Order of Foresters" is Foresters
 * Financial): the carrier whose code matches, or all of whose telling words the full name has. Null
 * when none does, or when two do equally well (never a guess).
 */
export function matchCarrierName<C extends NamedCarrier>(fullName: string, carriers: readonly C[]): C | null {
  const text = fullName.trim();
  const byCode = carriers.filter((carrier) => carrier.code.toLowerCase() === text.toLowerCase());
  if (byCode.length === 1) return byCode[0]!;
  const have = new Set(words(text));
  const scored = carriers
    .map((carrier) => {
      const needed = carrierTellingWords(carrier.name);
      return { carrier, score: needed.every((word) => have.has(word)) ? needed.length : 0 };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0) return null;
  if (scored.length > 1 && scored[0]!.score === scored[1]!.score) return null;
  return scored[0]!.carrier;
}
