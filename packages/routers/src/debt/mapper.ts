import type { TDebt, TDebtStatus } from '@agentledger/schema';
import type { DebtWithAgeRow } from './queries';

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
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
