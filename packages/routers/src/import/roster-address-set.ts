import type { AgentListField } from './roster-synonyms';
import { mapHeaderKeys } from './synonyms';

const ADDRESS_FIELDS: readonly AgentListField[] = ['address', 'city', 'state', 'zipcode'];

/** The address sets a list may give, by the word their headers start with, in order of preference ('' unmarked). */
const SETS = ['', 'business', 'mailing', 'home', 'resident'] as const;

const setOf = (key: string) => SETS.find((set) => set !== '' && key.startsWith(set)) ?? '';

/** A list's address columns: the set read first (in `columns`), and the others, in the order they are read. */
export type AddressSets = { columns: Map<AgentListField, number>; others: Map<AgentListField, number>[] };

/**
 * The address of a list with more than one (NIPR's Business City, State, Zip beside a Resident State;
 * Salesforce's Mailing and Other): each part from one set, so a Boston street is never stored in New
 * Hampshire. The set is the one with a city, the first of them by SETS where several have one (a
 * Business address before the Mailing and Home ones); a part that set does not give is not read
 * from another. The other sets are for a row that leaves the first blank (rowAddressColumns). A
 * list with one set keeps its columns as they are.
 */
export function oneAddressSet(
  keys: readonly string[],
  columns: Map<AgentListField, number>,
  index: Map<string, AgentListField>,
): AddressSets {
  const used = new Set(
    ADDRESS_FIELDS.flatMap((field) => (columns.has(field) ? [setOf(keys[columns.get(field)!]!)] : [])),
  );
  if (used.size < 2) return { columns, others: [] };
  const bySet = SETS.map((set) =>
    mapHeaderKeys(
      keys.map((key) => (setOf(key) === set && ADDRESS_FIELDS.includes(index.get(key)!) ? key : '')),
      index,
    ),
  ).filter((set) => set.size > 0);
  const chosen = bySet.find((set) => set.has('city')) ?? bySet[0]!;
  return { columns: withAddress(columns, chosen), others: bySet.filter((set) => set !== chosen) };
}

/** The columns with the address parts of one set (a part the set does not give, none). */
function withAddress(columns: Map<AgentListField, number>, set: Map<AgentListField, number>) {
  const result = new Map(columns);
  for (const field of ADDRESS_FIELDS) {
    const column = set.get(field);
    if (column === undefined) result.delete(field);
    else result.set(field, column);
  }
  return result;
}

/**
 * The columns a row's address is read from when not the list's first set: a row that leaves that set
 * blank (a producer with no business address) gives the first other set it fills, whole (NIPR's
 * Resident State). Null to read the first set.
 */
export function rowAddressColumns(
  filled: (column: number) => boolean,
  columns: Map<AgentListField, number>,
  others: readonly Map<AgentListField, number>[],
): Map<AgentListField, number> | null {
  const fills = (set: Map<AgentListField, number>) =>
    ADDRESS_FIELDS.some((field) => set.has(field) && filled(set.get(field)!));
  if (others.length === 0 || fills(columns)) return null;
  const other = others.find(fills);
  return other ? withAddress(columns, other) : null;
}
