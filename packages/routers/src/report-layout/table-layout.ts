import type { Selectable } from 'kysely';
import { isoAt } from '../db/convert';
import type { TableLayoutColumns } from '../db/types';

/** The part of a saved report or roster layout that says where the header is and which header feeds each field. */
export function tableLayoutOf(row: Selectable<TableLayoutColumns>) {
  return {
    headerRow: row.header_row,
    headerRows: row.header_rows,
    headers: row.headers,
    columns: row.columns,
    updatedAt: isoAt(row.updated_at),
  };
}
