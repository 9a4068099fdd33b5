import { AGENT_ROLES, AGENT_STATUSES, AGENT_TYPES, GENDERS, NPN_VERIFIED } from '@agentledger/schema';

/**
 * The spellings agency systems export for each enum of an agent list, by canonical value. Compared
 * case-, space- and punctuation-insensitively; the canonical values themselves always match.
 */
const SPELLINGS = {
  // Contract and appointment statuses as agency systems export them.
  status: {
    active: [
      ...['a', 'act', 'appointed', 'contracted', 'approved', 'active contract', 'enabled', 'active appointed'],
      // Ready to sell (RTS): licensed, contracted and appointed, as carriers' and IMOs' portals say it.
      ...['licensed', 'rts', 'ready to sell'],
    ],
    inactive: [
      ...['i', 'inact', 'pending', 'pending appointment', 'pending approval', 'suspended', 'on hold', 'hold'],
      ...['not appointed', 'not contracted', 'contract pending', 'pending contract', 'appointment pending'],
      ...['contracting pending', 'not rts', 'not ready to sell', 'non active', 'not active', 'not writing'],
      // Not yet selling (onboarding, a declined request) or no longer able to until renewed (an expired appointment).
      ...['onboarding', 'in progress', 'in process', 'declined', 'disabled', 'expired', 'lapsed', 'dormant'],
    ],
    terminated: [
      ...['t', 'term', 'termed', 'terminate', 'cancelled', 'canceled', 'released', 'revoked', 'appointment terminated'],
      // The relationship is over, for whatever reason.
      ...['deceased', 'retired', 'resigned', 'withdrawn', 'closed', 'separated', 'discontinued'],
      // Moved to another agency's hierarchy: no longer this agency's agent.
      'transferred',
    ],
  },
  // Vertafore's "Individual Licensee" and "Firm", SureLC's "Business Entity".
  type: {
    // A person's record, as systems that list agents and their agencies together call it.
    Individual: ['ind', 'indiv', 'person', 'individual licensee', 'individual producer', 'agent', 'producer'],
    Business: ['bus', 'biz', 'agency', 'entity', 'corporation', 'firm', 'business entity', 'firm licensee'],
  },
  gender: { Male: ['m'], Female: ['f'], 'N/A': ['na', 'u', 'unknown', 'not specified', 'other', 'x'] },
  npnVerified: {
    Verified: ['yes', 'y', 'true', '1', 'verified'],
    'Not Verified': ['no', 'n', 'false', '0', 'unverified', 'not verified'],
  },
  role: {
    Agent: ['producer', 'writing agent', 'manager', 'team lead', 'recruiter', 'downline'],
    'Agency Owner': ['owner', 'agencyowner', 'principal', 'top of hierarchy', 'imo', 'agency'],
  },
} as const;

const CANONICAL = {
  status: AGENT_STATUSES,
  type: AGENT_TYPES,
  gender: GENDERS,
  npnVerified: NPN_VERIFIED,
  role: AGENT_ROLES,
} as const;

export type AgentEnum = keyof typeof CANONICAL;
type Canonical<E extends AgentEnum> = (typeof CANONICAL)[E][number];

const LABEL: Record<AgentEnum, string> = {
  status: 'Status',
  type: 'Type',
  gender: 'Gender',
  npnVerified: 'NPN Verified',
  role: 'Role',
};

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

function lookup<E extends AgentEnum>(which: E): Map<string, Canonical<E>> {
  const map = new Map<string, Canonical<E>>();
  const spellings = SPELLINGS[which] as Record<Canonical<E>, readonly string[]>;
  for (const value of CANONICAL[which] as readonly Canonical<E>[]) {
    map.set(key(value), value);
    for (const spelling of spellings[value] ?? []) map.set(key(spelling), value);
  }
  return map;
}

const LOOKUPS = {
  status: lookup('status'),
  type: lookup('type'),
  gender: lookup('gender'),
  npnVerified: lookup('npnVerified'),
  role: lookup('role'),
};

/** Why an appointment or contract ended, as systems write it after the status ("Terminated - Not For Cause"). */
const TERMINATION_REASON = /\s*\b(?:(?:not\s+for|for|with|without)\s+cause|nfc|(?:in)?voluntary)$/i;

/** The day a status took effect, written after it ("Termed 10/01/2026", "Terminated eff. 2026-10-01"). */
const STATUS_DAY =
  /\s*[-(,]?\s*(?:(?:on|as\s+of|since|eff(?:ective)?\.?)\s+)?(?:\d{1,2}[/-]\d{1,2}[/-](?:\d{2}|\d{4})|\d{4}-\d{2}-\d{2})\)?$/i;

/**
 * A status written in parts ("Active - Appointed", "Appointed (Active)", "Terminated - Not For
 * Cause", "Cancelled/Voluntary"): each part a status spelling, a termination's reason only after
 * one that says terminated. All parts must say the same status: "Inactive - Terminated" says two
 * and stays a row error, as does a part that is no status.
 */
function compoundStatus(written: string): Canonical<'status'> | undefined {
  // "Termed 10/01/2026", "Active since 2024-03-01": the day it took effect says nothing of the status.
  const text = written.replace(STATUS_DAY, '');
  const parts = text.split(/\s*[()/,;:|]\s*|\s+[-\u2013\u2014]+\s*|\s*[-\u2013\u2014]+\s+/).filter(Boolean);
  if (parts.length === 0) return undefined;
  let reason = false;
  const found = new Set<Canonical<'status'>>();
  for (const part of parts) {
    const status = part.replace(TERMINATION_REASON, '');
    reason ||= status !== part;
    if (status === '') continue;
    const value = LOOKUPS.status.get(key(status));
    if (value === undefined) return undefined;
    found.add(value);
  }
  const [only] = found;
  return found.size === 1 && (!reason || only === 'terminated') ? only : undefined;
}

/**
 * The canonical enum value of a cell's text, or null for a blank cell: a roster's blank says
 * nothing, so the stored value stays (the default is for a new person only). Throws a row error
 * for text that is none of the values.
 */
export function readAgentEnum<E extends AgentEnum>(which: E, text: string): Canonical<E> | null {
  if (!text.trim()) return null;
  const found =
    (LOOKUPS[which] as Map<string, Canonical<E>>).get(key(text)) ??
    (which === 'status' ? (compoundStatus(text.trim()) as Canonical<E> | undefined) : undefined);
  if (found === undefined) {
    throw new Error(`${LABEL[which]} "${text}" is not one of ${CANONICAL[which].join(', ')}`);
  }
  return found;
}

/** The canonical enum value of a cell's text; `fallback` for a blank cell; throws a row error otherwise. */
export function normalizeAgentEnum<E extends AgentEnum>(which: E, text: string, fallback: Canonical<E>): Canonical<E> {
  return readAgentEnum(which, text) ?? fallback;
}
