export type SortValue = string | number | null | undefined;
export type SortDirection = 'ascending' | 'descending';
export type SortState = { key: string; direction: SortDirection } | null;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The rows ordered by one column's value: numbers by size, text as people read it (case-blind,
 * "Agent2" before "Agent10"). Empty values go last in either direction, and rows with equal values
 * keep their order, so sorting by status keeps each status's rows as the list had them.
 */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
  keyed.sort((a, b) => {
    const aEmpty = a.value === null || a.value === undefined || a.value === '';
    const bEmpty = b.value === null || b.value === undefined || b.value === '';
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
    const order =
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : collator.compare(String(a.value), String(b.value));
    return order === 0 ? a.index - b.index : sign * order;
  });
  return keyed.map((k) => k.row);
}

/** A click on a column header: ascending first, then descending, then the list's own order again. */
export function nextSort(current: SortState, key: string): SortState {
  if (!current || current.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

/**
 * A sorted column as a server takes it: `sortKey` (the column's name for its order on the server)
 * when it is one of the server's `keys`, and the direction; nothing when the list is unsorted or
 * the column has no server order.
 */
export function serverOrder<K extends string>(
  keys: readonly K[],
  sort: SortState,
  sortKey: string | undefined,
): { sort?: K; order?: 'asc' | 'desc' } {
  const key = keys.find((k) => k === sortKey);
  return sort && key ? { sort: key, order: sort.direction === 'ascending' ? 'asc' : 'desc' } : {};
}
