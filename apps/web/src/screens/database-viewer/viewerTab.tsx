import { fileDate } from '@agentledger/schema';
import type { ReactNode } from 'react';
import { VirtualTable } from '../../components/display/VirtualTable';
import { downloadCsv } from '../../lib/download';
import type { TabSpec } from './tabSpec';

/** One tab with its rows bound in: whatever a row's type, the screen can show, count and export it alike. */
export type ViewerTab = {
  label: string;
  rowCount: number;
  /** How many records the table holds before the tab's filters: the count on the tab. */
  total: number;
  table: ReactNode;
  /** The tab's own search and filters above its table, when it keeps them itself. */
  toolbar?: ReactNode;
  /** Saves what the tab shows as {file}-{YYYY-MM-DD}.csv. */
  download: () => void | Promise<unknown>;
};

/** A tab of rows the browser holds: its table, and its export written here. */
export function viewerTab<Row extends { id: number }>(
  rows: readonly Row[],
  spec: TabSpec<Row>,
  total = rows.length,
): ViewerTab {
  return {
    label: spec.label,
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
    download: () =>
      downloadCsv(
        `${spec.file}-${fileDate()}.csv`,
        spec.header,
        rows.map((row) => spec.csv(row)),
      ),
  };
}
