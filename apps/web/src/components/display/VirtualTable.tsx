import { useMemo, useRef, useState } from 'react';
import { sortRows, type SortState } from '../../lib/sortRows';
import { VirtualRows, type Column, type VirtualRowsProps } from './VirtualRows';

export type { Column } from './VirtualRows';

type VirtualTableProps<Row> = Omit<
  VirtualRowsProps<Row>,
  'count' | 'rowAt' | 'sort' | 'onSort' | 'sortable' | 'onRange' | 'resetKey'
> & { rows: readonly Row[] };

/** A table of rows the browser holds: sorted here by the columns' `sortValue`. */
export function VirtualTable<Row>({ rows, columns, ...rest }: VirtualTableProps<Row>) {
  const [sort, setSort] = useState<SortState>(null);
  // Screens rebuild their column lists on every render (and the virtualiser renders on every
  // scroll): the rows are sorted again only when the rows or the chosen sort change.
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const shownRows = useMemo(() => {
    const valueOf = sort ? columnsRef.current.find((c) => c.key === sort.key)?.sortValue : undefined;
    return sort && valueOf ? sortRows(rows, valueOf, sort.direction) : rows;
  }, [rows, sort]);
  return (
    <VirtualRows
      {...rest}
      columns={columns}
      count={shownRows.length}
      rowAt={(index) => shownRows[index]}
      sort={sort}
      onSort={setSort}
      sortable={(column: Column<Row>) => Boolean(column.sortValue)}
    />
  );
}
