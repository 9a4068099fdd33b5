import type { Database } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The agent columns these tests set; the rest take their defaults. */
export type AgentFixture = {
  name?: string;
  agent_id?: string | null;
  carrier_id?: number | null;
  status?: 'active' | 'inactive' | 'terminated';
  npn?: string | null;
  upline?: string | null;
  upline_id?: string | null;
  email?: string | null;
  created_at?: Date;
};

/**
 * Agent rows written straight to the database: the debt, stats and template tests need agents
 * but are not about how agents are created.
 */
export async function insertAgents(db: Database['db'], rows: AgentFixture[]): Promise<number[]> {
  const inserted = await db
    .insertInto('agents')
    .values(rows.map((row, i) => ({ name: `Test Agent ${i + 1}`, carrier_id: 1, ...row })))
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

export async function initCompanies(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/init-companies' });
  expect(response.statusCode).toBe(200);
}

/** Records a debt through the API (debtAge = days ago) and returns the created debt. */
export async function postDebt(
  app: FastifyInstance,
  payload: {
    agentId: number;
    carrierId?: number;
    amount: number | string;
    status?: string;
    debtAge?: number;
    notes?: string;
  },
) {
  const response = await app.inject({ method: 'POST', url: '/api/debts', payload: { carrierId: 1, ...payload } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; amount: number; status: string; debtAge: number; incurredOn: string };
}

/**
 * What each agent owes a carrier, in cents, by the agent's name: their debts there that are not paid,
 * added up, as the API lists them (the report tests check what an upload left each agent owing).
 */
export async function owedAtCarrier(app: FastifyInstance, carrierId: number): Promise<Record<string, number>> {
  const agents = (await app.inject('/api/agents')).json() as { id: number; name: string }[];
  const debts = (await app.inject('/api/debts')).json() as {
    agentId: number;
    carrierId: number;
    amount: number;
    status: string;
  }[];
  const owed: Record<string, number> = {};
  for (const debt of debts) {
    if (debt.carrierId !== carrierId || debt.status === 'paid') continue;
    const name = agents.find((agent) => agent.id === debt.agentId)?.name ?? '?';
    owed[name] = (owed[name] ?? 0) + Math.round(debt.amount * 100);
  }
  return owed;
}
