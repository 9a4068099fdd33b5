import { useState } from 'react';
import type { SortState } from '../../lib/sortRows';
import { useServerWindow, type ServerWindow } from '../../lib/useServerWindow';
import type { ServerColumn } from './ServerTable';

/** Only what the query needs of a column: its key and the server's order for it (Row then given explicitly). */
export type SortColumn = { key: string; sortKey?: string };

/** What a ServerTable shows and how it asks again: its rows, its sorted column, and when to scroll back up. */
export type ServerTableState<Row> = {
  window: ServerWindow<Row>;
  sort: SortState;
  onSort: (sort: SortState) => void;
  /** Changes with every new search, filter or order: the table then scrolls back to the top. */
  resetKey: string;
};

/**
 * A table whose rows the server searches, filters and sorts (issue 15): the sorted column's
 * `sortKey` and the screen's filters make the query (`queryFor`), and only the windows in view are
 * read with it (`optionsFor`, the procedure's query options for one window).
 */
export function useServerTable<Row, Query extends object>(
  columns: readonly ServerColumn<Row>[] | readonly SortColumn[],
  queryFor: (sort: SortState, sortKey: string | undefined) => Query,
  optionsFor: (query: Query, offset: number, limit: number) => { queryKey: readonly unknown[] },
): { table: ServerTableState<Row>; query: Query } {
  const [sort, setSort] = useState<SortState>(null);
  const query = queryFor(sort, columns.find((column: SortColumn) => column.key === sort?.key)?.sortKey);
  const window = useServerWindow<Row>((offset, limit) => optionsFor(query, offset, limit));
  return { table: { window, sort, onSort: setSort, resetKey: JSON.stringify(query) }, query };
}
