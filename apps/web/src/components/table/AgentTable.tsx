import { VirtualTable, type Column } from '../display/VirtualTable';

type AgentTableProps<R extends { id: string | number }> = {
  label: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  /** While the list loads the table says so, instead of claiming no agent matches. */
  loading: boolean;
  rowHeight?: number;
};

/** What an agent table says when its filters keep no one. */
export const NO_AGENTS_FOUND = 'No agents found matching your criteria.';

/** A filtered list of agents, one row per record or person, keyed by its id. */
export function AgentTable<R extends { id: string | number }>({
  label,
  rows,
  columns,
  loading,
  rowHeight,
}: AgentTableProps<R>) {
  return (
    <VirtualTable
      label={label}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      emptyText={loading ? 'Loading agents...' : NO_AGENTS_FOUND}
      rowHeight={rowHeight}
    />
  );
}
