import { emailAddressOf, isEmailAddress } from '@agentledger/schema';
import { cellText, type Cell } from './values';

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

/**
 * A US ZIP code as the post office writes it. A spreadsheet keeps a ZIP typed in as a number, so
 * 02134 is stored as 2134 (and its CSV export says 2134, a ".0" sometimes added): a ZIP of three or
 * four digits has lost its leading zeros, which are put back, as no ZIP is shorter than five digits.
 * A ZIP+4 kept as a number (Excel's "Zip Code + 4" format: 21341001) is written 02134-1001. Anything
 * else (a ZIP+4 with its dash, a postal code of another country) is kept as written.
 */
export function zipCode(cell: Cell): string | null {
  const text = typeof cell === 'number' ? String(cell) : cellText(cell).replace(/\.0+$/, '');
  if (/^\d{3,4}$/.test(text)) return text.padStart(5, '0');
  if (typeof cell === 'number' && /^\d{8,9}$/.test(text)) {
    const nine = text.padStart(9, '0');
    return `${nine.slice(0, 5)}-${nine.slice(5)}`;
  }
  return text || null;
}

/**
 * What agency systems write in a cell for "none" (N/A, None, a dash or a dot), and the field's own
 * words for it: read as nothing given, as a blank is.
 */
export function writtenAsNone(...words: string[]): RegExp {
  return new RegExp(String.raw`^(?:n\/?a|none|-+|\.${words.map((word) => `|${word}`).join('')})$`, 'i');
}

/** What agency systems write in an e-mail column for "none": read as no address given, as a blank is. */
const NO_EMAIL = writtenAsNone('null', 'unknown', String.raw`no e-?mail`);

/**
 * A roster's e-mail, read and checked as the edit and add forms read and check it: a `mailto:` link is
 * its address; an address the forms would refuse (`john.smith@gmail`) is a row error rather than
 * stored, since every later edit of the agent would then be refused over a field no one touched.
 */
export function rosterEmail(written: string): string | null {
  if (written === '' || NO_EMAIL.test(written)) return null;
  const address = emailAddressOf(written);
  if (!isEmailAddress(address)) throw new Error(`Email "${written}" is not an e-mail address`);
  return address;
}
