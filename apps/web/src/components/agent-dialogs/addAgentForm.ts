import { isWholeCents, typedNpnProblem } from '@agentledger/schema';

/** The Add New Agent form (SPEC sections 3 and 5), as the user typed it. */
export type NewAgentForm = {
  name: string;
  agentId: string;
  carrierId: string;
  status: 'active' | 'terminated';
  npn: string;
  upline: string;
  uplineId: string;
  email: string;
  phone: string;
  address: string;
  initialDebt: string;
};

export const EMPTY_NEW_AGENT: NewAgentForm = {
  name: '',
  agentId: '',
  carrierId: '',
  status: 'active',
  npn: '',
  upline: '',
  uplineId: '',
  email: '',
  phone: '',
  address: '',
  initialDebt: '',
};

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** SPEC section 5: Agent Name, Agent ID and Carrier are required. */
export function isNewAgentComplete(form: NewAgentForm): boolean {
  return form.name.trim() !== '' && form.agentId.trim() !== '' && form.carrierId !== '';
}

/** What is wrong with the typed NPN or Upline NPN (optional, but an NPN when given), or null. */
export function newAgentNpnProblem(form: NewAgentForm): string | null {
  return typedNpnProblem('NPN', form.npn) ?? typedNpnProblem('Upline NPN', form.uplineId);
}

/** The POST /api/agents payload of the add dialog: empty optional fields are sent as null. */
export function newAgentPayload(form: NewAgentForm) {
  return {
    name: form.name.trim(),
    agentId: form.agentId.trim(),
    carrierId: Number(form.carrierId),
    status: form.status,
    npn: blankToNull(form.npn),
    upline: blankToNull(form.upline),
    uplineId: blankToNull(form.uplineId),
    email: blankToNull(form.email),
    phone: blankToNull(form.phone),
    address: blankToNull(form.address),
  };
}

/**
 * What is wrong with the typed initial debt, or null. Checked before the agent is created: the
 * debt is a second call, and a refused amount must not leave the agent added without it.
 */
export function initialDebtProblem(form: NewAgentForm): string | null {
  const text = form.initialDebt.trim();
  if (text === '') return null;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return 'Initial debt must be a number, such as 125.50';
  if (!isWholeCents(amount)) return 'Initial debt must be in whole cents, such as 125.50';
  return null;
}

/** The initial debt to create, or null: only when the field is non-empty and nonzero. */
export function initialDebtAmount(form: NewAgentForm): number | null {
  if (form.initialDebt.trim() === '') return null;
  const amount = Number(form.initialDebt);
  return Number.isFinite(amount) && amount !== 0 ? amount : null;
}
