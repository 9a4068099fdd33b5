import { joinPersonName, NAME_MAX, nameWords, type TAgentUpdateInput } from '@agentledger/schema';
import { badRequest } from '../errors';
import { namePartsOf } from './name-parts';

/** PUT /api/agents/{id}: the edit payload, and `name` as POST /api/agents takes it. */
export type TAgentUpdateWithName = TAgentUpdateInput & { name?: string };

/** One name however it is written: case, spacing, punctuation and "Last, First" order ignored. */
const sameName = (a: string, b: string) => nameWords(a).join(' ') === nameWords(b).join(' ');

/**
 * What `name` in an update means, read against the record's stored name (the `name` its answer
 * shows). The same text is a record read back and sent again: a field of the answer, ignored, so a
 * GET-then-PUT that changed firstName still saves. Another name renames the record as POST
 * /api/agents would have split it (namePartsOf); given beside
 * firstName, middleName or lastName, they must be one name, or nothing is saved and the 400 says
 * which to send. Before, `name` was let through as a field of the answer and a rename answered 200
 * having changed nothing.
 */
export function readNameOfUpdate(
  input: TAgentUpdateWithName,
  storedName: string,
): { update: TAgentUpdateInput; name?: string } {
  const { name, ...update } = input;
  if (name === undefined) return { update };
  const sent = name.trim();
  if (sent === storedName.trim()) return { update };
  if (!sent) throw badRequest('Invalid input: name: Agent name cannot be empty (leave it out to keep the stored name)');
  if (sent.length > NAME_MAX) {
    throw badRequest(`Invalid input: name: Agent name is too long (at most ${NAME_MAX} characters)`);
  }
  const { firstName, middleName, lastName } = namePartsOf({ ...update, name: sent });
  const partsGiven = update.firstName !== undefined || update.middleName !== undefined || update.lastName !== undefined;
  if (partsGiven) {
    const fromParts = joinPersonName(firstName ?? '', middleName, lastName ?? '');
    // The name as split alone (no honorific, no designations: "Ms. Jane Public, CLU" is Jane Public).
    const fromName = namePartsOf({ name: sent, middleName: update.middleName === null ? null : undefined });
    const named = joinPersonName(fromName.firstName ?? '', fromName.middleName, fromName.lastName ?? '');
    if (!sameName(named, fromParts)) {
      throw badRequest(
        `name "${sent}" and firstName, middleName, lastName ("${fromParts}") are different names; nothing was saved. ` +
          'Send name alone (it is split into first and last name as POST /api/agents splits it), ' +
          'or firstName, middleName and lastName without name.',
      );
    }
  }
  // The edit payload cannot clear a first or last name (SPEC section 5), so a name without both is refused.
  if (!firstName || !lastName) {
    throw badRequest(
      `Invalid input: name: "${sent}" has no last name; an agent needs a first and a last name ` +
        '(send both words in name, or firstName and lastName)',
    );
  }
  return { update: { ...update, firstName, middleName, lastName }, name: sent };
}
