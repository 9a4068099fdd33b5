import type { CsvCell } from '@agentledger/schema';
import type { ReactNode } from 'react';
import { VirtualTable } from '../../components/display/VirtualTable';
import type { TabSpec } from './tabSpec';

/** One tab with its rows bound in: whatever a row's type, the screen can show, count and export it alike. */
export type ViewerTab = {
  label: string;
  file: string;
  rowCount: number;
  /** How many records the table holds before the tab's filters: the count on the tab. */
  total: number;
  table: ReactNode;
  header: string[];
  exportRows: () => CsvCell[][];
};

export function viewerTab<Row extends { id: number }>(
  rows: readonly Row[],
  spec: TabSpec<Row>,
  total = rows.length,
): ViewerTab {
  return {
    label: spec.label,
    file: spec.file,
    rowCount: rows.length,
    total,
    table: (
      <VirtualTable
        label={spec.label}
        rows={rows}
        columns={spec.columns}
        rowKey={(r) => r.id}
        emptyText={spec.emptyText}
      />
    ),
    header: spec.header,
    exportRows: () => rows.map((row) => spec.csv(row)),
  };
}
