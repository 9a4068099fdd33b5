import type { TUnifiedAgent, TUnifiedAgentListInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { isoAt, isoOf, readJson } from '../db/convert';
import { personFieldsOf } from '../agent/person-fields';
import type { DB } from '../db/types';
import { peopleOrder } from './people-order';
import { countPeople, peopleFilter, selectPeople, type PersonRow } from './queries';

type CarrierDebtJson = TUnifiedAgent['carrierDebts'][number] & { amount: number | string };

export function toUnifiedAgent(row: PersonRow): TUnifiedAgent {
  const debts = readJson<CarrierDebtJson[]>(row.carrier_debts);
  return {
    ...personFieldsOf(row),
    totalDebt: Number(row.total_debt),
    debtAge: Number(row.debt_age),
    activeCarriers: Number(row.active_carriers),
    agentIds: row.agent_ids ?? [],
    lastContactAt: isoOf(row.last_contact_at),
    createdAt: isoAt(row.created_at),
    updatedAt: isoAt(row.updated_at),
    carrierDebts: debts.map((d) => ({ ...d, amount: Number(d.amount) })),
  };
}

/** GET /api/unified-agents: the people the filters keep, in the asked order, one page when asked; `setTotal` gets how many. */
export async function listUnifiedAgents(
  db: Kysely<DB>,
  input?: TUnifiedAgentListInput,
  setTotal?: (total: number) => void,
) {
  const filter = peopleFilter(input);
  const page = { limit: input?.limit, offset: input?.offset };
  const [rows, total] = await Promise.all([
    selectPeople(db, page, filter, peopleOrder(input)),
    setTotal ? countPeople(db, filter) : Promise.resolve(0),
  ]);
  setTotal?.(total);
  return rows.map(toUnifiedAgent);
}
