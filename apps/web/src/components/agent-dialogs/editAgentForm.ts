import {
  AGENT_ROLES,
  AGENT_TYPES,
  GENDERS,
  isWholeCents,
  joinPersonName,
  NPN_VERIFIED,
  splitFullName,
  type TAgentEditCarrier,
  type TAgentEditCarrierState,
  typedNpnProblem,
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

/** Per carrier: the writing number and the debt amount as typed. */
export type CarrierEntry = {
  writingNumber: string;
  debt: string;
  /** The writing number the field opened with: only a changed one is saved. */
  openedWritingNumber?: string;
  /**
   * The amount the field opened with (the record's open total at the carrier): only a changed one
   * is saved, and a credit already on the record opens as it is and may stay.
   */
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
 * First, middle and last name as the form opens: the record's own, or, when it has neither a first
 * nor a last name (a person a carrier report created knows only the name it printed, "Zed Zulu"),
 * the display name split by the import's rule, so the record can be saved without retyping it.
 */
function namePartsOf(agent: EditableAgent): Pick<EditAgentForm, 'firstName' | 'middleName' | 'lastName'> {
  if ((agent.firstName ?? '').trim() !== '' || (agent.lastName ?? '').trim() !== '') {
    return { firstName: agent.firstName ?? '', middleName: agent.middleName ?? '', lastName: agent.lastName ?? '' };
  }
  const parts = splitFullName(agent.name);
  return {
    firstName: parts.firstName ?? '',
    middleName: agent.middleName ?? parts.middleName ?? '',
    lastName: joinPersonName(parts.lastName ?? '', null, parts.suffix ?? ''),
  };
}

/** The form as the dialog opens: the agent's profile with SPEC section 9's defaults, carriers prefilled. */
export function editFormOf(
  agent: EditableAgent,
  carrierIds: readonly number[],
  carrierStates: readonly TAgentEditCarrierState[],
  defaultAgencyName: string,
): EditAgentForm {
  const text = (value: string | null) => value ?? '';
  const carriers: Record<number, CarrierEntry> = {};
  for (const carrierId of carrierIds) {
    const state = carrierStates.find((c) => c.carrierId === carrierId);
    const writingNumber = state?.writingNumber ?? '';
    const debt = state?.openDebt === null || state?.openDebt === undefined ? '' : state.openDebt.toFixed(2);
    carriers[carrierId] = { writingNumber, debt, openedWritingNumber: writingNumber, openedDebt: debt };
  }
  return {
    npn: text(agent.npn),
    ...namePartsOf(agent),
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

/**
 * What is wrong with the typed NPN or Upline NPN, by the rule the server applies, and the tab that
 * shows the field; null when both are NPNs (or the upline NPN is blank).
 */
export function editNpnProblem(form: EditAgentForm): { message: string; tab: 'basic' | 'hierarchy' } | null {
  const npn = typedNpnProblem('NPN', form.npn);
  if (npn) return { message: npn, tab: 'basic' };
  const upline = typedNpnProblem('Upline NPN', form.uplineNPN);
  return upline ? { message: upline, tab: 'hierarchy' } : null;
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

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Each carrier row's changes as agent.saveEdit takes them (SPEC section 7's follow-up writes): a
 * writing number typed or changed; a debt amount changed from what the field opened with (the
 * record's open total there; 0 marks it paid). A blank field, a value as it opened (a credit left
 * as it is included) and 0 where nothing was owed are left out: they change nothing.
 */
export function carrierChangesOf(form: EditAgentForm): TAgentEditCarrier[] {
  const changes: TAgentEditCarrier[] = [];
  for (const [key, entry] of Object.entries(form.carriers)) {
    const change: TAgentEditCarrier = { carrierId: Number(key) };
    const writingNumber = entry.writingNumber.trim();
    if (writingNumber !== '' && writingNumber !== (entry.openedWritingNumber ?? '').trim()) {
      change.writingNumber = writingNumber;
    }
    const text = entry.debt.trim();
    const opened = (entry.openedDebt ?? '').trim();
    const amount = cents(Number(text)) / 100;
    const unchanged = opened === '' ? amount === 0 : text === opened || cents(Number(opened)) === cents(amount);
    if (text !== '' && Number.isFinite(amount) && !unchanged) change.debt = amount;
    if (change.writingNumber !== undefined || change.debt !== undefined) changes.push(change);
  }
  return changes;
}

/** The agent.saveEdit payload: PUT /api/agents/{id}'s fields and every carrier row's changes, saved as one. */
export function saveEditPayload(id: number, form: EditAgentForm, compLevel: number) {
  return { ...agentUpdatePayload(id, form, compLevel), carriers: carrierChangesOf(form) };
}
