import { Table } from '@chakra-ui/react';

type DialogTableHeaderProps = {
  columns: readonly string[];
  /** The column of amounts, aligned right so the figures line up. */
  amountColumn?: string;
};

/** The header row of a small table inside a dialog (debts, carriers, team members). */
export function DialogTableHeader({ columns, amountColumn }: DialogTableHeaderProps) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column} textAlign={column === amountColumn ? 'end' : undefined}>
            {column}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
