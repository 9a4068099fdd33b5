import { Box, Skeleton, Table, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SortState, SortValue } from '../../lib/sortRows';
import { SortableHeader } from './SortableHeader';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  width?: string;
  align?: 'start' | 'end' | 'center';
  render: (row: Row) => ReactNode;
  /** What the column sorts by in the browser; a column without one has a plain header. */
  sortValue?: (row: Row) => SortValue;
};

export type VirtualRowsProps<Row> = {
  /** How many rows the table has; those not read yet (`rowAt` undefined) are drawn as skeletons. */
  count: number;
  rowAt: (index: number) => Row | undefined;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
  sort: SortState;
  onSort: (sort: SortState) => void;
  sortable: (column: Column<Row>) => boolean;
  /** Told the first and last index in view (with overscan) whenever they change. */
  onRange?: (first: number, last: number) => void;
  /** Scrolls back to the top whenever this changes (a new search, filter or order). */
  resetKey?: string;
  /** Height of the scrolling body; every row stays on one page (SPEC: no paging), only the visible ones are in the DOM. */
  maxHeight?: string;
  rowHeight?: number;
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its text into narrow columns. */
  minWidth?: string;
};

/**
 * All rows on one page, as SPEC wants, but only the rows in view are in the DOM, so 20,000 agents
 * or 100,000 debts stay smooth. Spacer rows above and below keep the scroll height right.
 */
export function VirtualRows<Row>({
  count,
  rowAt,
  columns,
  rowKey,
  emptyText,
  sort,
  onSort,
  sortable,
  onRange,
  resetKey,
  maxHeight = '620px',
  rowHeight = 52,
  label,
  minWidth = '820px',
}: VirtualRowsProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => onRange?.(first, last), [onRange, first, last]);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

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
                aria-sort={sortable(column) ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
              >
                {sortable(column) ? (
                  <SortableHeader columnKey={column.key} sort={sort} onSort={onSort} align={column.align}>
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
          {count === 0 && (
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
            const row = rowAt(item.index);
            return row === undefined ? (
              <Table.Row key={`loading-${item.index}`} height={`${rowHeight}px`} aria-busy>
                {columns.map((column) => (
                  <Table.Cell key={column.key}>
                    <Skeleton height="3" />
                  </Table.Cell>
                ))}
              </Table.Row>
            ) : (
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
