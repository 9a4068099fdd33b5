import { NAME_DROPPED, NAME_FOLD_FROM, NAME_FOLD_TO, NAME_SEPARATORS, NAME_SUFFIXES } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { createNameWords } from './2026-11-24T09-upload-review';

const isAscii = (c: string) => c.charCodeAt(0) < 0x80;
const FOLD_TO = [...NAME_FOLD_TO];
const FOLD = [...NAME_FOLD_FROM].map((from, i) => [from, FOLD_TO[i]!] as const);
const ACCENTED = FOLD.filter(([from]) => !isAscii(from));
const SEPARATORS = [...NAME_SEPARATORS];

/**
 * The SQL name words (T09) without their cost on plain names (issue 15): creating 13,000 agent
 * records spent 0.6 s in them, mostly in translate() over the 170 accented letters, whose cost grows
 * with the list. The ASCII capitals are folded by lower() under the "C" collation, which changes
 * A-Z and nothing else whatever the database's locale; the accented letters, ligatures and
 * non-ASCII marks are translated only when the name has a character outside ASCII; the words are
 * split without a regular expression. The words are the same as before (and as personNameKey's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createFastNameWords(db, { suffixAfterGivenNames: false });
}

/**
 * The function as this migration made it, and (with `suffixAfterGivenNames`, migration T21) with
 * "Washington, George T Jr" read as "George T Washington Jr", as displayPersonName reads it.
 */
export async function createFastNameWords(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  options: { suffixAfterGivenNames: boolean },
): Promise<void> {
  // lower() under "C" folds exactly the ASCII letters of the fold list; stop if that list ever changes.
  const asciiFold = FOLD.filter(([from]) => isAscii(from));
  const expected = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => [c, c.toLowerCase()].join(''));
  if (asciiFold.map((pair) => pair.join('')).join() !== expected.join()) {
    throw new Error('NAME_FOLD_FROM folds ASCII other than A-Z: update migration T14');
  }
  const asciiSeparators = SEPARATORS.filter(isAscii);
  const otherSeparators = SEPARATORS.filter((c) => !isAscii(c));
  const asciiDropped = [...NAME_DROPPED].filter(isAscii).join('');
  const otherDropped = [...NAME_DROPPED].filter((c) => !isAscii(c)).join('');
  const spaces = (n: number) => sql.lit(' '.repeat(n));
  await sql`create or replace function agentledger_name_words(name text) returns text[]
    language plpgsql immutable parallel safe as $fn$
    declare
      parts text[];
      given text[];
      n int;
      folded text;
    begin
      if name is null then return array[]::text[]; end if;
      parts := string_to_array(name, ',');
      if array_length(parts, 1) >= 2 and trim(parts[1]) <> '' and trim(parts[2]) <> '' then
        given := string_to_array(regexp_replace(trim(parts[2]), '\\s+', ' ', 'g'), ' ');
        n := array_length(given, 1);
        if ${sql.lit(options.suffixAfterGivenNames)} and n >= 2
           and trim(coalesce(array_to_string(parts[3:], ''), '')) = ''
           and lower(replace(given[n], '.', '') collate "C") in (${sql.join(NAME_SUFFIXES.map((s) => sql.lit(s)))}) then
          folded := array_to_string(given[1:n - 1], ' ') || ' ' || trim(parts[1]) || ' ' || given[n];
        else
          folded := trim(parts[2]) || ' ' || trim(parts[1]) || ' ' || coalesce(array_to_string(parts[3:], ' '), '');
        end if;
      else
        folded := name;
      end if;
      folded := lower(folded collate "C");
      if folded ~ '[^\\x01-\\x7f]' then
        folded := translate(folded, ${sql.lit(ACCENTED.map(([from]) => from).join(''))},
          ${sql.lit(ACCENTED.map(([, to]) => to).join(''))});
        folded := replace(replace(replace(replace(replace(folded, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe');
        folded := translate(folded, ${sql.lit(otherDropped)}, '');
        folded := translate(folded, ${sql.lit(otherSeparators.join(''))}, ${spaces(otherSeparators.length)});
      end if;
      folded := translate(folded, ${sql.lit(asciiDropped)}, '');
      folded := translate(folded, ${sql.lit(asciiSeparators.join(''))}, ${spaces(asciiSeparators.length)});
      return array_remove(string_to_array(folded, ' '), '');
    end $fn$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await createNameWords(db);
}
