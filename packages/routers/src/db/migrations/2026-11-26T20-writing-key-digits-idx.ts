import { sql, type Kysely } from 'kysely';

/** A decision's identity as report rows are now keyed: an NPN or an all-digit writing number without leading zeros. */
const digitsKey = sql`regexp_replace(identity, '^(npn:|wn:)0+([0-9]*[1-9][0-9]*)$', '\\1\\2')`;

/**
 * A writing number of digits only is matched without its leading zeros (a spreadsheet's 000000
 * format shows 903 as 000903 where the carrier's CSV says 903), through this index, row by row
 * as the exact writing number is; letters keep their zeros (W0001 is not W001).
 *
 * Report rows are keyed the same way (reportPersonKey: `npn:1234567` for `0001234567`, `wn:903` for
 * `000903`), and staff's review decisions are remembered by that key: the ones taken under a padded
 * key are given the new one, so they still apply (of two that now share a key, the later is kept).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index writing_numbers_digits_idx on writing_numbers (carrier_id, ltrim(writing_number_key, '0'))`.execute(
    db,
  );
  await sql`delete from match_decisions m
    using (select carrier_id, identity,
                  row_number() over (partition by carrier_id, ${digitsKey} order by decided_at desc, identity) as n
           from match_decisions) k
    where m.carrier_id = k.carrier_id and m.identity = k.identity and k.n > 1`.execute(db);
  await sql`update match_decisions set identity = ${digitsKey} where identity <> ${digitsKey}`.execute(db);
}

/** The index only: the decisions keep their keys without zeros. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists writing_numbers_digits_idx`.execute(db);
}
