import { carrierTellingWords, matchCarrierName } from './carrier-names';

/**
 * Which carrier a statement line's Carrier cell names, as a key: one for every spelling of one
 * carrier, so that a running balance per agent and carrier runs across "Aetna" and "Aetna Life
 * Insurance Company", and the carrier's last line is the last one whichever way it was spelt.
 */
export type CarrierOfLine = (text: string | undefined) => string;

/**
 * A spelling's telling words, in one order (carrier-names.ts): "Aetna", "AETNA", "Aetna Inc." and
 * "Aetna Life Insurance Company" are all `aetna`. Text without a Latin letter or digit is its own
 * (two names in another script are not one carrier); a blank cell is ''.
 */
function tellingKey(text: string | undefined): string {
  const written = (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const words = [...new Set(carrierTellingWords(written))].sort();
  return words.length ? words.join(' ') : written && `\u0001${written}`;
}

/**
 * The carriers the spellings of one Carrier column name. Spellings with the same telling words are
 * one carrier; a longer name of a carrier the column also names ("The Independent Order of
 * Foresters" beside "Foresters") is that carrier, as an appointment list's full legal name is
 * (matchCarrierName, never a tie). A short name two others contain ("Omaha" beside "Mutual of
 * Omaha" and "United of Omaha") is neither's: nothing is joined to it. Different carriers stay apart.
 */
export function carrierSpellings(texts: Iterable<string | undefined>): CarrierOfLine {
  const named = new Map<string, string>();
  // Each distinct cell once: a statement repeats a few spellings over thousands of lines.
  for (const text of new Set(texts)) {
    const key = tellingKey(text);
    if (key && !key.startsWith('\u0001') && !named.has(key)) named.set(key, text!.trim());
  }
  // `code` is never matched: each spelling is a candidate by its name's words alone.
  const entries = [...named].map(([key, name], id) => ({ id, key, name, code: '' }));
  const shorter = new Map<string, string>();
  const longerNames = new Map<string, number>();
  for (const entry of entries) {
    const match = matchCarrierName(
      entry.name,
      entries.filter((other) => other !== entry),
    );
    if (!match) continue;
    shorter.set(entry.key, match.key);
    longerNames.set(match.key, (longerNames.get(match.key) ?? 0) + 1);
  }
  const rootOf = new Map<string, string>();
  for (const { key } of entries) {
    let root = key;
    const seen = new Set([root]);
    for (let next = shorter.get(root); next !== undefined && longerNames.get(next) === 1 && !seen.has(next);) {
      root = next;
      seen.add(root);
      next = shorter.get(root);
    }
    rootOf.set(key, root);
  }
  const read = new Map<string | undefined, string>();
  return (text) => {
    let carrier = read.get(text);
    if (carrier === undefined) {
      const key = tellingKey(text);
      carrier = rootOf.get(key) ?? key;
      read.set(text, carrier);
    }
    return carrier;
  };
}
