import type { TUnifiedAgent, TUnifiedAgentListInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { countPeople, peopleFilter, selectPeople, type PersonRow } from './queries';

type CarrierDebtJson = TUnifiedAgent['carrierDebts'][number] & { amount: number | string };

export function toUnifiedAgent(row: PersonRow): TUnifiedAgent {
  const debts = (
    typeof row.carrier_debts === 'string' ? JSON.parse(row.carrier_debts) : row.carrier_debts
  ) as CarrierDebtJson[];
  return {
    id: row.id,
    name: row.name,
    npn: row.npn,
    email: row.email,
    phone: row.phone,
    upline: row.upline,
    uplineId: row.upline_id,
    status: row.status,
    totalDebt: Number(row.total_debt),
    debtAge: Number(row.debt_age),
    activeCarriers: Number(row.active_carriers),
    agentIds: row.agent_ids ?? [],
    lastContactAt: row.last_contact_at ? new Date(row.last_contact_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    carrierDebts: debts.map((d) => ({ ...d, amount: Number(d.amount) })),
  };
}

/** GET /api/unified-agents: the people the filters keep, one page when asked; `setTotal` gets how many. */
export async function listUnifiedAgents(
  db: Kysely<DB>,
  input?: TUnifiedAgentListInput,
  setTotal?: (total: number) => void,
) {
  const filter = peopleFilter(input);
  const page = { limit: input?.limit, offset: input?.offset };
  const [rows, total] = await Promise.all([
    selectPeople(db, page, filter),
    setTotal ? countPeople(db, filter) : Promise.resolve(0),
  ]);
  setTotal?.(total);
  return rows.map(toUnifiedAgent);
}
