import { UNIFIED_SORT_KEYS, type TAgentStatus, type UnifiedSortKey } from '@agentledger/schema';
import { serverOrder, type SortState } from '../../lib/sortRows';

export type CarrierDebt = {
  carrierId: number;
  carrierCode: string;
  carrierName: string;
  agentRecordId: number | null;
  agentId: string | null;
  amount: number;
  status: string | null;
};

export type UnifiedRow = {
  name: string;
  npn: string | null;
  email: string | null;
  phone: string | null;
  upline: string | null;
  uplineId: string | null;
  status: string;
  totalDebt: number;
  activeCarriers: number;
  agentIds: readonly string[];
  createdAt: string;
  updatedAt: string;
  carrierDebts: readonly CarrierDebt[];
};

export type UnifiedFilter = { search: string; status: 'all' | 'active' | 'terminated' };

/** The filters of a people table as its screen holds them: 'all' where a filter is off (Team View adds a carrier). */
type PeopleFilter = { search: string; status: 'all' | TAgentStatus; carrierId?: string };

/** The server's names for a people table's search, filters and order (unifiedAgent.window). */
export type UnifiedQuery = {
  search?: string;
  status?: TAgentStatus;
  carrierId?: number;
  sort?: UnifiedSortKey;
  order?: 'asc' | 'desc';
};

/**
 * SPEC section 2's search (name, NPN, e-mail, upline; the server's agent search reads every record
 * of the person, a superset), the status and carrier filters, and the sorted column (`sortKey`:
 * the server's order for it), as the server takes them.
 */
export function unifiedQuery(filter: PeopleFilter, sort: SortState, sortKey: string | undefined): UnifiedQuery {
  const search = filter.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filter.status !== 'all' ? { status: filter.status } : {}),
    ...(filter.carrierId !== undefined && filter.carrierId !== 'all' ? { carrierId: Number(filter.carrierId) } : {}),
    ...serverOrder(UNIFIED_SORT_KEYS, sort, sortKey),
  };
}

/** The person's entry for one carrier, if they have a record or a debt there. */
export function carrierDebtOf(row: UnifiedRow, carrierId: number): CarrierDebt | undefined {
  return row.carrierDebts.find((d) => d.carrierId === carrierId);
}
