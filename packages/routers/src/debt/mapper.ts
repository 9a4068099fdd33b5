import type { TDebt, TDebtRow, TDebtStatus } from '@agentledger/schema';
import type { DebtWithAgeRow, DebtWithNamesRow } from './queries';
import { isoAt } from '../db/convert';

export function toDebt(row: DebtWithAgeRow): TDebt {
  return {
    id: row.id,
    agentId: row.agent_id,
    carrierId: row.carrier_id,
    amount: Number(row.amount),
    debtAge: Number(row.debt_age),
    status: row.status as TDebtStatus,
    notes: row.notes,
    incurredOn: row.incurred_on_text,
    createdAt: isoAt(row.created_at),
    updatedAt: isoAt(row.updated_at),
  };
}

/** A debt with the names a table shows for its agent and carrier. */
export function toDebtRow(row: DebtWithNamesRow): TDebtRow {
  return { ...toDebt(row), agentName: row.agent_name, carrierName: row.carrier_name };
}
