import { DEBT_AGE_RANGES, DEBT_STATUSES } from '@agentledger/schema';
import { ALL } from '../individual-agents/agentFilters';

export type DebtFilter = { search: string; carrierId: string; status: string; ageRange: string };

export const NO_DEBT_FILTER: DebtFilter = { search: '', carrierId: ALL, status: ALL, ageRange: ALL };

type ViewerDebt = {
  id: number;
  agentId: number;
  carrierId: number;
  status: string;
  debtAge: number;
  notes: string | null;
};

/**
 * The Debts tab's own search and filters (issue 15; the Agents tab's filters stay its own, as
 * SPEC says): a case-insensitive substring of the agent's name, the debt's id or its notes; a
 * carrier; a status; an age range of DEBT_AGE_RANGES.
 */
export function filterViewerDebts<D extends ViewerDebt>(
  debts: readonly D[],
  filter: DebtFilter,
  agentName: (agentId: number) => string,
): D[] {
  const needle = filter.search.trim().toLowerCase();
  const range = DEBT_AGE_RANGES.find((r) => r.key === filter.ageRange);
  return debts.filter(
    (debt) =>
      (filter.carrierId === ALL || String(debt.carrierId) === filter.carrierId) &&
      (filter.status === ALL || debt.status === filter.status) &&
      (!range || (debt.debtAge >= range.min && debt.debtAge <= range.max)) &&
      (!needle ||
        [agentName(debt.agentId), String(debt.id), debt.notes].some((v) => v?.toLowerCase().includes(needle))),
  );
}

export const DEBT_STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...DEBT_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
];

export const DEBT_AGE_OPTIONS = [
  { value: ALL, label: 'All Ages' },
  ...DEBT_AGE_RANGES.map((range) => ({ value: range.key, label: range.label })),
];
