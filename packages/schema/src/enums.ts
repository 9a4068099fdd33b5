import { z } from 'zod';

/**
 * An enum accepted in any letter case, normalised to the canonical spelling. Its input type is
 * `string` (any case), not `unknown`; at run time a non-string still reaches z.enum, which refuses it.
 */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value: string) => canonicalSpelling(values, value), z.enum(values));
}

/** The canonical spelling of a value given in any case; anything else as it came, for the enum to refuse. */
function canonicalSpelling(values: readonly string[], value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const wanted = value.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? value;
}

/**
 * A list's choice (a sort key, an order) in any letter case, as a script may write it (`order=DESC`).
 * Unlike caseInsensitiveEnum its input type stays the choices themselves, as callers in code write them.
 */
function listChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value: T[number]) => canonicalSpelling(values, value), z.enum(values, { message })).optional();
}

/** A list's sort key (`sort=Name` is `name`). */
export const sortKeyOf = <const T extends readonly [string, ...string[]]>(keys: T) =>
  listChoice(keys, `must be one of ${keys.join(', ')}`);

/** A list's order (`order=DESC` is `desc`). */
export const ZSortOrder = listChoice(['asc', 'desc'], 'must be asc or desc');

export const AGENT_STATUSES = ['active', 'inactive', 'terminated'] as const;
export const ZAgentStatus = caseInsensitiveEnum(AGENT_STATUSES);
export type TAgentStatus = z.infer<typeof ZAgentStatus>;

export const AGENT_TYPES = ['Individual', 'Business'] as const;
export const GENDERS = ['Male', 'Female', 'N/A'] as const;
export const NPN_VERIFIED = ['Verified', 'Not Verified'] as const;
export const AGENT_ROLES = ['Agent', 'Agency Owner'] as const;
export const IDENTIFIER_TYPES = ['npn', 'name', 'writingNumber'] as const;

export const DEBT_STATUSES = ['outstanding', 'paid', 'active', 'terminated'] as const;
export const ZDebtStatus = caseInsensitiveEnum(DEBT_STATUSES);
export type TDebtStatus = z.infer<typeof ZDebtStatus>;
/**
 * The one status whose amount no longer counts: a debt in any other status is open (still owed, or a
 * credit when negative). The SQL form of the rule is `isOpenDebt` in packages/routers/src/ledger.
 */
export const PAID_DEBT_STATUS = 'paid' satisfies TDebtStatus;
export const isOpenDebtStatus = (status: string): boolean => status !== PAID_DEBT_STATUS;

export const ZAgentType = caseInsensitiveEnum(AGENT_TYPES);
export const ZGender = caseInsensitiveEnum(GENDERS);
export const ZNpnVerified = caseInsensitiveEnum(NPN_VERIFIED);
export const ZAgentRole = caseInsensitiveEnum(AGENT_ROLES);
export const ZIdentifierType = caseInsensitiveEnum(IDENTIFIER_TYPES);
