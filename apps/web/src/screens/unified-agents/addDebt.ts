import { isWholeCents } from '@agentledger/schema';
import type { UnifiedRow } from './unifiedRows';

export const ADD_DEBT_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
  { value: 'paid', label: 'Paid' },
] as const;

export type AddDebtStatus = (typeof ADD_DEBT_STATUSES)[number]['value'];

export type AddDebtForm = { carrierId: string; amount: string; status: AddDebtStatus; notes: string };

export const EMPTY_ADD_DEBT: AddDebtForm = { carrierId: '', amount: '', status: 'active', notes: '' };

/** SPEC section 5: a carrier and an amount are required; the amount becomes a decimal number. */
export function addDebtProblem(form: AddDebtForm): string | null {
  if (form.carrierId === '') return 'Please select a carrier';
  if (form.amount.trim() === '') return 'Amount is required';
  if (!Number.isFinite(Number(form.amount))) return 'Amount must be a number';
  if (!isWholeCents(Number(form.amount))) return 'Amount must be in whole cents, such as 125.50';
  return null;
}

/** The person the debt is for, as the unified list shows them. */
export type DebtPerson = Pick<
  UnifiedRow,
  'name' | 'npn' | 'email' | 'phone' | 'upline' | 'uplineId' | 'status' | 'agentIds'
>;

export type AgentRecordApi = {
  find: (input: { carrierId: number; npn?: string; name: string }) => Promise<{ id: number }>;
  create: (input: {
    agentId: string;
    name: string;
    carrierId: number;
    npn: string | null;
    email: string | null;
    phone: string | null;
    upline: string | null;
    uplineId: string | null;
    status: 'active' | 'inactive' | 'terminated';
  }) => Promise<{ id: number }>;
  isNotFound: (error: unknown) => boolean;
};

function agentStatusOf(status: string): 'active' | 'inactive' | 'terminated' {
  const lower = status.toLowerCase();
  return lower === 'inactive' || lower === 'terminated' ? lower : 'active';
}

/**
 * The agent id a new carrier record gets: the carrier's own id is not known here, so the person's
 * NPN (the default identifier type of writing numbers), else an id they already have elsewhere.
 */
export function fallbackAgentId(person: DebtPerson): string {
  return person.npn ?? person.agentIds[0] ?? person.name;
}

/**
 * SPEC section 7: the person's record with that carrier, found by carrier, NPN and name; when
 * there is none (404) a record is created from the person's unified profile.
 */
export async function findOrCreateAgentRecord(person: DebtPerson, carrierId: number, api: AgentRecordApi) {
  try {
    const found = await api.find({ carrierId, npn: person.npn ?? undefined, name: person.name });
    return found.id;
  } catch (error) {
    if (!api.isNotFound(error)) throw error;
  }
  const created = await api.create({
    agentId: fallbackAgentId(person),
    name: person.name,
    carrierId,
    npn: person.npn,
    email: person.email,
    phone: person.phone,
    upline: person.upline,
    uplineId: person.uplineId,
    status: agentStatusOf(person.status),
  });
  return created.id;
}
