import { splitFullName, splitPersonName } from '@agentledger/schema';

/** A whole name and the parts a call gave beside it (undefined: not given). */
export type NameWithParts = {
  name: string;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
};

/**
 * First and last name of a record named `name`, the one split POST /api/agents and PUT
 * /api/agents/{id} with `name` both use: the parts given; a part not given comes from `name` as the
 * add dialog's records always have (given names before the last name, the suffix with the last
 * name). With a middle name given, the first name is the first given name alone, so the middle name
 * is not written twice.
 */
export function namePartsOf(input: NameWithParts): { firstName: string | null; lastName: string | null } {
  const split = input.middleName ? splitFullName(input.name) : undefined;
  const fromName = splitPersonName(input.name);
  return {
    firstName: (input.firstName ?? (split ? split.firstName : fromName.firstName)) || null,
    lastName: (input.lastName ?? fromName.lastName) || null,
  };
}
