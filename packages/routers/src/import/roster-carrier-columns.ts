import { writingNumberOf } from './pending-appointments';
import { headerWords } from './synonyms';
import { cellText, type Cell } from './values';

/**
 * A column of one carrier's writing numbers, as agency systems add one per carrier ("Americo Writing
 * #", "Mutual of Omaha Agent Code", "AmAm Agent #"): the carrier as the header names it (its name or
 * code, matched to a company as a Carrier column's value is) and the header.
 */
export type CarrierColumn = { column: number; header: string; carrierName: string };

/** A writing-number word closing a header: Writing #, Writing Number, Writing Agent #, Agent Code, Agent ID, Producer #… */
const CARRIER_NUMBER =
  /^(.*?\S)[\s_:-]*(?<![a-z0-9])(?:writing(?:[\s_-]*agent)?|agent|producer)[\s_-]*(?:#|no\.?|nbr|num|number|code|id)\s*$/i;

/**
 * Words a header's first part may have that name someone or something other than a carrier
 * ("Upline Agent #", "Team Leader Writing #", "Agency Agent ID"), or that say nothing of which
 * carrier ("Writing Agent #", "Primary Agent Code"): such a column is no carrier's.
 */
const NOT_A_CARRIER = new Set([
  ...['upline', 'manager', 'managing', 'parent', 'recruiter', 'sponsor', 'supervisor', 'mentor', 'referral'],
  ...['team', 'leader', 'lead', 'reports', 'direct', 'immediate', 'agency', 'firm', 'owner', 'principal'],
  ...['writing', 'agent', 'producer', 'carrier', 'company', 'primary', 'secondary', 'other', 'old', 'new'],
  ...['previous', 'prior', 'former', 'own', 'internal', 'national', 'npn', 'contact', 'record', 'split'],
]);

/**
 * The columns of a roster naming a carrier then a writing-number word, among those read as no
 * field (`read`: the columns the header maps). Which of them are companies here is for the import
 * to say (a header naming none is said in its result, never dropped with no word).
 */
export function carrierNumberColumns(headers: readonly string[], read: ReadonlySet<number>): CarrierColumn[] {
  return headers.flatMap((header, column) => {
    if (read.has(column)) return [];
    const match = CARRIER_NUMBER.exec(header.trim());
    const carrierName = match?.[1]?.trim();
    if (!carrierName || headerWords(carrierName).some((word) => NOT_A_CARRIER.has(word))) return [];
    return [{ column, header: header.trim(), carrierName }];
  });
}

/** A row's writing numbers under the carriers' own columns, each with the carrier as its header names it. */
export function carrierColumnNumbers(
  row: readonly Cell[],
  carrierColumns: readonly CarrierColumn[],
): { carrierName: string; writingNumber: string; column: string }[] {
  return carrierColumns.flatMap(({ column, header, carrierName }) => {
    // "N/A", "Pending": no number yet, as under a Writing Number column (pending-appointments.ts).
    const writingNumber = writingNumberOf(cellText(row[column] ?? null) || null);
    return writingNumber ? [{ carrierName, writingNumber, column: header }] : [];
  });
}

/**
 * What the result says of a writing-number column beside no Carrier column (a carrier's hierarchy
 * report names its carrier in a title, if at all): its numbers were not recorded, and how to have them.
 */
export function noCarrierNote(header: string, rows: number): string {
  return (
    `The writing numbers under "${header}" (${rows} ${rows === 1 ? 'row' : 'rows'}) were not recorded: the list names ` +
    'no carrier. Add a Carrier column (or head the column with the carrier, as in "Americo Writing #") and import it again.'
  );
}
