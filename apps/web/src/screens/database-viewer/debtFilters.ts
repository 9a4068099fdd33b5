import {
  DEBT_AGE_RANGES,
  DEBT_STATUSES,
  type DebtAgeRangeKey,
  type DebtSortKey,
  type TDebtStatus,
} from '@agentledger/schema';
import { exportPath } from '../../lib/download';
import type { SortDirection } from '../../lib/sortRows';
import { ALL } from '../individual-agents/agentFilters';

export type DebtFilter = { search: string; carrierId: string; status: string; ageRange: string };

export const NO_DEBT_FILTER: DebtFilter = { search: '', carrierId: ALL, status: ALL, ageRange: ALL };

/** The server's names for the filters and order of the Debts tab (debt.window, GET /api/debts/export.csv). */
export type DebtQuery = {
  search?: string;
  carrierId?: number;
  status?: TDebtStatus;
  ageRange?: DebtAgeRangeKey;
  sort?: DebtSortKey;
  order?: 'asc' | 'desc';
};

/**
 * The Debts tab's own search and filters (issue 15; the Agents tab's filters stay its own, as
 * SPEC says) as the server takes them: a part of the agent's name, the debt's id or its notes (any
 * case); a carrier; a status; an age range; and the column the table is sorted by.
 */
export function debtQuery(filter: DebtFilter, sort: { key: DebtSortKey; direction: SortDirection } | null): DebtQuery {
  const search = filter.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filter.carrierId !== ALL ? { carrierId: Number(filter.carrierId) } : {}),
    ...(filter.status !== ALL ? { status: filter.status as TDebtStatus } : {}),
    ...(filter.ageRange !== ALL ? { ageRange: filter.ageRange as DebtAgeRangeKey } : {}),
    ...(sort ? { sort: sort.key, order: sort.direction === 'ascending' ? 'asc' : 'desc' } : {}),
  };
}

/** The export of what the tab shows: GET /api/debts/export.csv with the same query. */
export const debtExportPath = (query: DebtQuery): string => exportPath('/api/debts/export.csv', query);

export const DEBT_STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...DEBT_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
];

export const DEBT_AGE_OPTIONS = [
  { value: ALL, label: 'All Ages' },
  ...DEBT_AGE_RANGES.map((range) => ({ value: range.key, label: range.label })),
];
