import { Box, Table, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { sortRows, type SortState, type SortValue } from '../../lib/sortRows';
import { SortableHeader } from './SortableHeader';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  width?: string;
  align?: 'start' | 'end' | 'center';
  render: (row: Row) => ReactNode;
  /** What the column sorts by; a column without one has a plain header. */
  sortValue?: (row: Row) => SortValue;
};

type VirtualTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
  /** Height of the scrolling body; every row stays on one page (SPEC: no paging), only the visible ones are in the DOM. */
  maxHeight?: string;
  rowHeight?: number;
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its text into narrow columns. */
  minWidth?: string;
};

/**
 * All rows on one page, as SPEC wants, but only the rows in view are rendered, so 20,000 agents
 * stay smooth. Spacer rows above and below keep the scroll height right.
 */
export function VirtualTable<Row>({
  rows,
  columns,
  rowKey,
  emptyText,
  maxHeight = '620px',
  rowHeight = 52,
  label,
  minWidth = '820px',
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<SortState>(null);
  // Screens rebuild their column lists on every render (and the virtualiser renders on every
  // scroll): the rows are sorted again only when the rows or the chosen sort change.
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const shownRows = useMemo(() => {
    const valueOf = sort ? columnsRef.current.find((c) => c.key === sort.key)?.sortValue : undefined;
    return sort && valueOf ? sortRows(rows, valueOf, sort.direction) : rows;
  }, [rows, sort]);
  const virtualizer = useVirtualizer({
    count: shownRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <Box ref={scrollRef} maxH={maxHeight} overflow="auto" borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root
        size="sm"
        stickyHeader
        minW={minWidth}
        aria-label={label}
        data-testid={label ? `table-${label}` : undefined}
      >
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                width={column.width}
                textAlign={column.align}
                bg="bg.muted"
                whiteSpace="nowrap"
                aria-sort={column.sortValue ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
              >
                {column.sortValue ? (
                  <SortableHeader columnKey={column.key} sort={sort} onSort={setSort} align={column.align}>
                    {column.header}
                  </SortableHeader>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text py="8" textAlign="center" color="fg.muted">
                  {emptyText}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => {
            const row = shownRows[item.index] as Row;
            return (
              <Table.Row key={rowKey(row)} data-index={item.index} height={`${rowHeight}px`}>
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.align}>
                    {column.render(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
