/**
 * Values of an agent list's cells that agency systems write in more than one form, read to the one
 * form the records keep (so a later list in the other form changes nothing).
 */

const STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  districtofcolumbia: 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  newhampshire: 'NH',
  newjersey: 'NJ',
  newmexico: 'NM',
  newyork: 'NY',
  northcarolina: 'NC',
  northdakota: 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  rhodeisland: 'RI',
  southcarolina: 'SC',
  southdakota: 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  westvirginia: 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  puertorico: 'PR',
  guam: 'GU',
  usvirginislands: 'VI',
  virginislands: 'VI',
  americansamoa: 'AS',
  northernmarianaislands: 'MP',
};

/**
 * A state as its two-letter postal code: NIPR and most systems write "TX", contact exports
 * (Salesforce's Mailing State/Province) often "Texas". A two-letter code is upper-cased; anything
 * else (a foreign province) is kept as written.
 */
export function stateCode(written: string | null): string | null {
  if (!written) return written;
  if (/^[a-z]{2}$/i.test(written)) return written.toUpperCase();
  return STATES[written.toLowerCase().replace(/[^a-z]/g, '')] ?? written;
}

/**
 * A street address on one line: a second address column ("Address Line 2": the suite or unit)
 * after the first, and a cell written over several lines (Salesforce's Mailing Street) joined with commas.
 */
export function oneLineAddress(line1: string | null, line2: string | null): string | null {
  const lines = [line1, line2].flatMap((line) => (line ?? '').split(/\s*[\r\n]+\s*/)).filter(Boolean);
  return lines.length ? lines.join(', ') : null;
}
