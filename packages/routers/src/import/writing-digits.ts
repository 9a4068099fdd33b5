import { sql, type RawBuilder } from 'kysely';

/**
 * Whether the writing-number keys `stored` and `given` (SQL column references) are the same digits
 * but for leading zeros: a spreadsheet's 000000 format shows 903 as 000903, its CSV export says 903.
 * Only a key of digits only (W001 is not W0001), and never one of zeros only. Served by
 * writing_numbers_digits_idx (carrier_id, ltrim(writing_number_key, '0')).
 */
export function sameWritingDigits(stored: string, given: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(given)} ~ '^[0-9]+$' and ltrim(${sql.ref(given)}, '0') <> ''
    and ltrim(${sql.ref(stored)}, '0') = ltrim(${sql.ref(given)}, '0'))`;
}
