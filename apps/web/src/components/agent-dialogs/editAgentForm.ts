import {
  AGENT_ROLES,
  AGENT_TYPES,
  debtStatusForAmount,
  GENDERS,
  isWholeCents,
  NPN_VERIFIED,
} from '@agentledger/schema';

/** The agent fields the Edit Agent dialog reads (a subset of the agent list item). */
export type EditableAgent = {
  id: number;
  name: string;
  agentId: string | null;
  carrierId: number | null;
  npn: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  businessName: string | null;
  type: string | null;
  gender: string | null;
  status: string;
  npnVerified: string;
  role: string | null;
  compLevel: number | null;
  phone: string | null;
  email: string | null;
  dateOfBirth: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  agencyName: string | null;
  uplineName: string | null;
  uplineNPN: string | null;
  solicitingFor: string | null;
};

/** The person behind the record, as the unified view's Add Debt finds or creates their record at a carrier. */
export function debtPersonOf(agent: EditableAgent) {
  return {
    name: agent.name,
    npn: agent.npn,
    email: agent.email,
    phone: agent.phone,
    upline: agent.uplineName,
    uplineId: agent.uplineNPN,
    status: agent.status,
    agentIds: agent.agentId ? [agent.agentId] : [],
  };
}

export type ExistingWritingNumber = { carrierId: number; writingNumber: string };
export type ExistingDebt = { id: number; carrierId: number; amount: number; status: string; createdAt: string };

/** Per carrier: the writing number and the debt amount as typed. */
export type CarrierEntry = {
  writingNumber: string;
  debt: string;
  /** The amount the field opened with: a credit already on the record opens as it is and may stay. */
  openedDebt?: string;
};

export type EditAgentForm = {
  npn: string;
  firstName: string;
  middleName: string;
  lastName: string;
  businessName: string;
  type: string;
  gender: string;
  status: 'active' | 'inactive' | 'terminated';
  npnVerified: string;
  role: string;
  compLevel: string;
  phone: string;
  email: string;
  dateOfBirth: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  agencyName: string;
  uplineName: string;
  uplineNPN: string;
  solicitingFor: string;
  carriers: Record<number, CarrierEntry>;
};

export const EDIT_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'terminated', label: 'Terminated' },
] as const;

function normaliseStatus(status: string): EditAgentForm['status'] {
  const lower = status.toLowerCase();
  return lower === 'inactive' || lower === 'terminated' ? lower : 'active';
}

function oneOf(values: readonly string[], value: string | null, fallback: string): string {
  return value && values.includes(value) ? value : fallback;
}

/**
 * The debt the carrier's field edits: the most recent one for that carrier. Older debts of the
 * same carrier stay as they are.
 */
export function editableDebtOf(debts: readonly ExistingDebt[], carrierId: number): ExistingDebt | undefined {
  return debts
    .filter((d) => d.carrierId === carrierId)
    .reduce<ExistingDebt | undefined>(
      (latest, d) => (!latest || d.createdAt > latest.createdAt ? d : latest),
      undefined,
    );
}

/** The form as the dialog opens: the agent's profile with SPEC section 9's defaults, carriers prefilled. */
export function editFormOf(
  agent: EditableAgent,
  carrierIds: readonly number[],
  writingNumbers: readonly ExistingWritingNumber[],
  debts: readonly ExistingDebt[],
  defaultAgencyName: string,
): EditAgentForm {
  const text = (value: string | null) => value ?? '';
  const carriers: Record<number, CarrierEntry> = {};
  for (const carrierId of carrierIds) {
    const debt = editableDebtOf(debts, carrierId);
    carriers[carrierId] = {
      writingNumber: writingNumbers.find((w) => w.carrierId === carrierId)?.writingNumber ?? '',
      debt: debt ? debt.amount.toFixed(2) : '',
      openedDebt: debt ? debt.amount.toFixed(2) : '',
    };
  }
  return {
    npn: text(agent.npn),
    firstName: text(agent.firstName),
    middleName: text(agent.middleName),
    lastName: text(agent.lastName),
    businessName: text(agent.businessName),
    type: oneOf(AGENT_TYPES, agent.type, 'Individual'),
    gender: oneOf(GENDERS, agent.gender, ''),
    status: normaliseStatus(agent.status),
    npnVerified: oneOf(NPN_VERIFIED, agent.npnVerified, 'Not Verified'),
    role: oneOf(AGENT_ROLES, agent.role, 'Agent'),
    compLevel: String(agent.compLevel ?? 100),
    phone: text(agent.phone),
    email: text(agent.email),
    dateOfBirth: text(agent.dateOfBirth),
    address: text(agent.address),
    city: text(agent.city),
    state: text(agent.state),
    zipcode: text(agent.zipcode),
    agencyName: agent.agencyName ?? defaultAgencyName,
    uplineName: text(agent.uplineName),
    uplineNPN: text(agent.uplineNPN),
    solicitingFor: text(agent.solicitingFor),
    carriers,
  };
}

/**
 * What is wrong with each carrier's typed debt, by carrier id: a debt is a number of 0 or more in
 * whole cents (0 marks it paid; SPEC section 5: only non-negative values are saved). A credit the
 * record already carries (from a carrier report or Add Debt) opens in its field and may stay as it
 * is, so the rest of the agent can be edited; typing a new negative amount is refused. A refused
 * value stops the save and is shown at its field — never dropped under a success message.
 */
export function debtProblems(form: EditAgentForm): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const [key, entry] of Object.entries(form.carriers)) {
    const text = entry.debt.trim();
    if (text === '') continue;
    const amount = Number(text);
    if (!Number.isFinite(amount)) problems[Number(key)] = 'Enter an amount such as 125.50';
    else if (amount < 0 && text !== (entry.openedDebt ?? '').trim()) {
      problems[Number(key)] = 'A debt cannot be negative; enter 0 to mark it paid';
    } else if (Math.abs(amount) >= 1e12) problems[Number(key)] = 'Enter an amount below 1,000,000,000,000';
    else if (!isWholeCents(amount)) problems[Number(key)] = 'Enter whole cents, such as 125.50';
  }
  return problems;
}

/** SPEC section 5: NPN, First Name and Last Name are required. */
export function isEditFormComplete(form: EditAgentForm): boolean {
  return [form.npn, form.firstName, form.lastName].every((v) => v.trim() !== '');
}

/** Commission level is a whole percent from 0 to 100 (SPEC sections 5 and 9). */
export function compLevelOf(value: string): number | null {
  const level = Number(value);
  return value.trim() !== '' && Number.isInteger(level) && level >= 0 && level <= 100 ? level : null;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PUT /api/agents/{id} payload (SPEC section 7). */
export function agentUpdatePayload(id: number, form: EditAgentForm, compLevel: number) {
  return {
    id,
    npn: form.npn.trim(),
    firstName: form.firstName.trim(),
    middleName: blankToNull(form.middleName),
    lastName: form.lastName.trim(),
    businessName: blankToNull(form.businessName),
    type: form.type,
    gender: blankToNull(form.gender),
    agencyName: blankToNull(form.agencyName),
    phone: blankToNull(form.phone),
    email: blankToNull(form.email),
    dateOfBirth: blankToNull(form.dateOfBirth),
    compLevel,
    uplineName: blankToNull(form.uplineName),
    uplineNPN: blankToNull(form.uplineNPN),
    status: form.status,
    npnVerified: form.npnVerified,
    solicitingFor: blankToNull(form.solicitingFor),
    address: blankToNull(form.address),
    city: blankToNull(form.city),
    state: blankToNull(form.state),
    zipcode: blankToNull(form.zipcode),
    role: form.role,
  };
}

export type FollowUpWrites = {
  writingNumbers: {
    agentId: number;
    carrierId: number;
    writingNumber: string;
    identifierType: 'npn';
    status: 'active';
  }[];
  debtUpdates: { id: number; amount: number; status: 'outstanding' | 'paid' }[];
  debtCreates: {
    agentId: number;
    carrierId: number;
    amount: number;
    debtAge: 0;
    status: 'outstanding';
    notes: 'Manual entry';
  }[];
};

/**
 * SPEC section 7's writes after a successful agent update: a writing number upsert for each carrier
 * that has one; for each non-negative debt value an update of the existing debt (outstanding above
 * 0, paid at 0) or, above 0, a new manual-entry debt. Writes that would change nothing are left
 * out, and so is a credit left as it opened.
 */
export function planFollowUpWrites(
  agentId: number,
  form: EditAgentForm,
  writingNumbers: readonly ExistingWritingNumber[],
  debts: readonly ExistingDebt[],
): FollowUpWrites {
  const plan: FollowUpWrites = { writingNumbers: [], debtUpdates: [], debtCreates: [] };
  for (const [key, entry] of Object.entries(form.carriers)) {
    const carrierId = Number(key);
    const writingNumber = entry.writingNumber.trim();
    const current = writingNumbers.find((w) => w.carrierId === carrierId)?.writingNumber;
    if (writingNumber !== '' && writingNumber !== current) {
      plan.writingNumbers.push({ agentId, carrierId, writingNumber, identifierType: 'npn', status: 'active' });
    }
    if (entry.debt.trim() === '') continue;
    const amount = Math.round(Number(entry.debt) * 100) / 100;
    if (!Number.isFinite(amount) || amount < 0) continue;
    const existing = editableDebtOf(debts, carrierId);
    if (existing) {
      const status = debtStatusForAmount(amount);
      if (existing.amount !== amount || existing.status !== status)
        plan.debtUpdates.push({ id: existing.id, amount, status });
    } else if (amount > 0) {
      plan.debtCreates.push({ agentId, carrierId, amount, debtAge: 0, status: 'outstanding', notes: 'Manual entry' });
    }
  }
  return plan;
}
