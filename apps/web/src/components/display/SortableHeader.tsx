import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { nextSort, type SortState } from '../../lib/sortRows';

type SortableHeaderProps = {
  columnKey: string;
  sort: SortState;
  onSort: (sort: SortState) => void;
  align?: 'start' | 'end' | 'center';
  children: ReactNode;
};

/**
 * A column header that sorts the table: ascending, descending, then the list's own order. The
 * header cell carries aria-sort; the arrow shows the same to sighted users.
 */
export function SortableHeader({ columnKey, sort, onSort, align, children }: SortableHeaderProps) {
  const direction = sort?.key === columnKey ? sort.direction : null;
  const Arrow = direction === 'ascending' ? LuArrowUp : direction === 'descending' ? LuArrowDown : LuArrowUpDown;
  return (
    <chakra.button
      type="button"
      onClick={() => onSort(nextSort(sort, columnKey))}
      display="inline-flex"
      alignItems="center"
      gap="1"
      width="full"
      justifyContent={align === 'end' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start'}
      font="inherit"
      color="inherit"
      cursor="pointer"
      borderRadius="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      {children}
      <Arrow aria-hidden opacity={direction ? 1 : 0.45} />
    </chakra.button>
  );
}
