import { errorMessage } from '../../lib/api';
import type { ServerTableState } from './useServerTable';
import { VirtualRows, type Column, type VirtualRowsProps } from './VirtualRows';

/** A column of a server-sorted table: `sortKey` is the server's name for its order (none: not sortable). */
export type ServerColumn<Row> = Column<Row> & { sortKey?: string };

type ServerTableProps<Row> = Omit<
  VirtualRowsProps<Row>,
  'count' | 'rowAt' | 'sortable' | 'onRange' | 'columns' | 'sort' | 'onSort' | 'resetKey'
> & {
  table: ServerTableState<Row>;
  columns: readonly ServerColumn<Row>[];
};

/** Skeleton rows shown before the first window answers: as tall as the table's body will be. */
const SKELETON_ROWS = 12;

/**
 * A table whose rows the server searches, filters, sorts and hands out a window at a time
 * (useServerWindow): one continuous list with every row's place kept, skeletons where a window is
 * still on its way.
 */
export function ServerTable<Row>({ table, columns, emptyText, ...rest }: ServerTableProps<Row>) {
  const { window, sort, onSort, resetKey } = table;
  // A window the server refused or could not send: said in the table, not left as skeletons.
  const failed = window.error ? errorMessage(window.error, 'The rows could not be loaded') : null;
  return (
    <VirtualRows
      {...rest}
      columns={columns}
      sort={sort}
      onSort={onSort}
      resetKey={resetKey}
      emptyText={failed ? `The rows could not be loaded: ${failed}` : emptyText}
      count={failed ? 0 : (window.total ?? SKELETON_ROWS)}
      rowAt={window.rowAt}
      sortable={(column: ServerColumn<Row>) => Boolean(column.sortKey)}
      onRange={window.onRange}
    />
  );
}
