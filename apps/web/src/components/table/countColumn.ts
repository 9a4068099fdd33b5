import type { Column } from '../display/VirtualTable';

/** A right-aligned count (reports, people, records) that shows and sorts by the same number. */
export function countColumn<Row>(
  key: string,
  header: string,
  countOf: (row: Row) => number,
): Column<Row> & { header: string } {
  return { key, header, align: 'end', sortValue: countOf, render: countOf };
}
