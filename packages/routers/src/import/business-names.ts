/**
 * The words a business's name ends in and a person's never does: its legal form (Inc, LLC, L.L.C.,
 * Corp, Ltd, LP, LLP, PLLC, PC) or what an agency calls itself (Agency, Group, Brokerage, Insurance
 * Services, Financial…). Compared without case or dots ("L.L.C." is LLC).
 */
const COMPANY_FORMS = new Set([
  ...['inc', 'incorporated', 'llc', 'lllp', 'corp', 'corporation', 'company', 'ltd', 'limited', 'lp', 'llp', 'pllc'],
  ...['pc', 'agency', 'agencies', 'group', 'brokerage', 'brokers', 'services', 'financial', 'insurance'],
  ...['associates', 'partners', 'enterprises', 'holdings', 'benefits', 'marketing', 'consulting', 'solutions'],
]);

/**
 * The company form a whole name ends in, as written ("Inc.", "L.L.C.", "Agency"), or null for a
 * name that may be a person's. "Co" is a surname too (Jerry Co): it counts only written "Co." or after
 * "&" ("Smith & Co"). A name of one word is never a business by its form alone.
 */
export function companyFormOf(name: string): string | null {
  const words = name
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length < 2) return null;
  const last = words[words.length - 1]!;
  const bare = last.replace(/\./g, '').toLowerCase();
  if (COMPANY_FORMS.has(bare)) return last;
  const before = words[words.length - 2]!;
  return bare === 'co' && (last.endsWith('.') || before === '&' || /^and$/i.test(before)) ? last : null;
}
