import type { AgentListField } from './roster-synonyms';
import { mapHeaderKeys } from './synonyms';

const ADDRESS_FIELDS: readonly AgentListField[] = ['address', 'city', 'state', 'zipcode'];

/** The address sets a list may give, by the word their headers start with, in order of preference ('' unmarked). */
const SETS = ['', 'business', 'mailing', 'home', 'resident'] as const;

const setOf = (key: string) => SETS.find((set) => set !== '' && key.startsWith(set)) ?? '';

/**
 * The address of a list with more than one (NIPR's Business City, State, Zip beside a Resident State;
 * Salesforce's Mailing and Other): each part from one set, so a Boston street is never stored in New
 * Hampshire. The set is the one with a city, the first of them by SETS where several have one (a
 * Business address before the Mailing and Home ones); a part that set does not give is not read
 * from another. A list with one set keeps its columns as they are.
 */
export function oneAddressSet(
  keys: readonly string[],
  columns: Map<AgentListField, number>,
  index: Map<string, AgentListField>,
): Map<AgentListField, number> {
  const used = new Set(
    ADDRESS_FIELDS.flatMap((field) => (columns.has(field) ? [setOf(keys[columns.get(field)!]!)] : [])),
  );
  if (used.size < 2) return columns;
  const bySet = SETS.map((set) => ({
    set,
    columns: mapHeaderKeys(
      keys.map((key) => (setOf(key) === set && ADDRESS_FIELDS.includes(index.get(key)!) ? key : '')),
      index,
    ),
  })).filter((entry) => entry.columns.size > 0);
  const chosen = bySet.find((entry) => entry.columns.has('city')) ?? bySet[0]!;
  const result = new Map(columns);
  for (const field of ADDRESS_FIELDS) {
    const column = chosen.columns.get(field);
    if (column === undefined) result.delete(field);
    else result.set(field, column);
  }
  return result;
}
