import { TEMPLATE_VARIABLES, unknownTemplateVariables } from '@agentledger/schema';
import { badRequest } from '../errors';

type TextOfTemplate = { id: number; subject: string; body: string };

const VARIABLE_LIST = `${TEMPLATE_VARIABLES.slice(0, -1)
  .map((name) => `{${name}}`)
  .join(', ')} or {${TEMPLATE_VARIABLES.at(-1)}}`;

/** Why the template cannot be sent as it is (a `{name}` that is no variable would go out as written), or null. */
export function placeholderProblem(template: TextOfTemplate): string | null {
  const unknown = unknownTemplateVariables(template.subject, template.body);
  if (!unknown.length) return null;
  return (
    `Template ${template.id} has placeholders that are not template variables: ` +
    unknown.map((name) => `{${name}}`).join(', ')
  );
}

/**
 * A notice never goes out with a raw placeholder: a send (or a schedule) of a template with one is
 * refused whole, naming them, with `outcome` saying what was not done ("nothing was sent").
 */
export function assertNoUnknownPlaceholders(template: TextOfTemplate, outcome: string) {
  const problem = placeholderProblem(template);
  if (problem) throw badRequest(`${problem}. Use ${VARIABLE_LIST}; ${outcome}`);
}

/**
 * Why a queued send (a scheduled run or a large send) can no longer go out with its template as it is
 * now, or null: the template was changed after the send was queued (or by data from before the rules).
 * A template made for one carrier speaks of that carrier's debt only.
 */
export function queuedSendProblem(
  template: TextOfTemplate & { carrierId: number | null },
  sendCarrierId: number | null,
): string | null {
  if (template.carrierId !== null && template.carrierId !== sendCarrierId) {
    const about = sendCarrierId === null ? 'all carriers' : `carrier ${sendCarrierId}`;
    return `Template ${template.id} is now for carrier ${template.carrierId}, while this send is about ${about}: not sent`;
  }
  const problem = placeholderProblem(template);
  return problem ? `${problem}; not sent` : null;
}
