import { plainCell, type CsvCell } from '@agentledger/schema';
import type { Column } from '../../components/display/VirtualTable';
import type { TextColumn } from '../../components/table/TextColumn';
import type { SortValue } from '../../lib/sortRows';

/**
 * A column on screen that is also a column of the tab's CSV: `csv` is its cell there. A column
 * without one (a button) stays off the file.
 */
export type ExportColumn<Row> = TextColumn<Row> & { csv?: (row: Row) => CsvCell };

/** What a tab is called, the name of its export ({file}-{YYYY-MM-DD}.csv) and what an empty table says. */
export type TabInfo = { label: string; file: string; emptyText: string };

/** A table's columns and its CSV export: the same cells for screen and file. */
export type TabSpec<Row> = TabInfo & { columns: Column<Row>[]; header: string[]; csv: (row: Row) => CsvCell[] };

export function tabSpec<Row>(info: TabInfo, columns: ExportColumn<Row>[]): TabSpec<Row> {
  const exported = columns.flatMap(({ header, csv }) => (csv ? [{ header, csv }] : []));
  return {
    ...info,
    // A column sorts by its CSV cell unless it says otherwise: what the file holds is the value.
    columns: columns.map((column) => {
      const { csv } = column;
      if (column.sortValue || !csv) return column;
      return { ...column, sortValue: (row: Row) => sortableCell(csv(row)) };
    }),
    header: exported.map((c) => c.header),
    csv: (row) => exported.map((c) => c.csv(row)),
  };
}

function sortableCell(cell: CsvCell): SortValue {
  const plain = plainCell(cell);
  return typeof plain === 'boolean' ? Number(plain) : plain;
}

/** Every table's first column: the record's database id, exported as it is. */
export function idColumn<Row extends { id: number }>(): ExportColumn<Row> {
  return { key: 'id', header: 'ID', width: '70px', render: (r) => r.id, csv: (r) => r.id };
}
