import { joinPersonName, splitFullName } from '@agentledger/schema';

/** A whole name and the parts a call gave beside it (undefined: not given). */
export type NameWithParts = {
  name: string;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
};

/**
 * First, middle and last name of a record named `name`, the one split POST /api/agents and PUT
 * /api/agents/{id} with `name` both use: the parts given; a part not given comes from `name` by
 * splitFullName, the agent-list import's splitter ("Whitfield, Harold J" is Harold, J, Whitfield;
 * an honorific and designations left out; the suffix stays with the last name, as the add dialog's
 * records always had it). A middle name given as null (none) leaves the given names in the first;
 * a first name given takes no middle name from `name`.
 */
export function namePartsOf(input: NameWithParts): {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
} {
  const split = splitFullName(input.name);
  const noMiddle = input.middleName === null;
  const firstFromName = noMiddle ? joinPersonName(split.firstName ?? '', split.middleName, '') : split.firstName;
  return {
    firstName: (input.firstName ?? firstFromName) || null,
    // A first name given says what the given names are: the name's middle one is not added to it.
    middleName: input.middleName !== undefined ? input.middleName : input.firstName ? null : split.middleName,
    lastName: (input.lastName ?? joinPersonName(split.lastName ?? '', null, split.suffix ?? '')) || null,
  };
}
