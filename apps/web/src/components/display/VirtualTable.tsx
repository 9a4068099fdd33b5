import { Box, Table, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  width?: string;
  align?: 'start' | 'end' | 'center';
  render: (row: Row) => ReactNode;
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
  const virtualizer = useVirtualizer({
    count: rows.length,
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
              >
                {column.header}
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
            const row = rows[item.index] as Row;
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
