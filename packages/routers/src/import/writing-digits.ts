import { sql, type RawBuilder } from 'kysely';

/**
 * Whether the writing-number keys `stored` and `given` (SQL column references, or a given value) are the same digits
 * but for leading zeros: a spreadsheet's 000000 format shows 903 as 000903, its CSV export says 903.
 * Only a key of digits only (W001 is not W0001), and never one of zeros only. Served by
 * writing_numbers_digits_idx (carrier_id, ltrim(writing_number_key, '0')).
 */
export function sameWritingDigits(stored: string, given: string | { value: string }): RawBuilder<boolean> {
  const other = typeof given === 'string' ? sql.ref(given) : sql.val(given.value);
  return sql<boolean>`(${other} ~ '^[0-9]+$' and ltrim(${other}, '0') <> ''
    and ltrim(${sql.ref(stored)}, '0') = ltrim(${other}, '0'))`;
}
