import { formatMoney } from './money';

/** The variables a debt notice may use (SPEC section 2, Templates dialog). */
export const TEMPLATE_VARIABLES = [
  'agent_name',
  'agent_id',
  'carrier',
  'debt_amount',
  'debt_age',
  'sender_name',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/**
 * A placeholder as people write one: SPEC's `{agent_name}`, and the `{{agent_name}}` of mail-merge and
 * Handlebars habits, `{ agent_name }` with spaces, `{Agent_Name}` in any case. Filled when the name is
 * a variable; `{{…}}` leaves no braces behind.
 */
const PLACEHOLDER = /\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}|\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}/g;

/** The forms that say "a variable goes here" whatever the name: `{name}` and `{{name}}` (not `{ spaced words }`). */
const INTENDED_PLACEHOLDER = /\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}|\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;

const variableOf = (name: string): TemplateVariable | null => {
  const lower = name.toLowerCase();
  return (TEMPLATE_VARIABLES as readonly string[]).includes(lower) ? (lower as TemplateVariable) : null;
};

/**
 * The `{names}` (and `{{names}}`) in the texts (a subject and a body) that are not template variables,
 * each once, in the order they first appear: what the filler would leave as written. A send refuses
 * such a template.
 */
export function unknownTemplateVariables(...texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(INTENDED_PLACEHOLDER)].map((match) => match[1] ?? match[2]!));
  return [...new Set(names.filter((name) => !variableOf(name)))];
}

export type TemplateValues = {
  agentName: string;
  agentId: string | null;
  carrier: string | null;
  debtAmount: number;
  debtAgeDays: number;
  senderName: string;
};

export type FilledTemplate = {
  text: string;
  /** `{names}` that are not template variables: left in the text as they are, and reported. */
  unknownVariables: string[];
};

export const DEFAULT_NOTICE_SUBJECT = 'Outstanding balance with {carrier}';
export const DEFAULT_NOTICE_BODY = `Dear {agent_name},

Our records show an outstanding balance of {debt_amount} with {carrier} on agent ID {agent_id}, now {debt_age} days old.

Please contact us to arrange repayment or to let us know if you believe this is in error.

Kind regards,
{sender_name}`;

/**
 * The one template filler: the Preview toast, the preview panel and the sender all use it.
 * Amounts in US dollars with 2 decimals, ages in whole days; unknown variables stay visible.
 */
export function fillTemplate(template: string, values: TemplateValues): FilledTemplate {
  const known: Record<TemplateVariable, string> = {
    agent_name: values.agentName,
    agent_id: values.agentId ?? '',
    carrier: values.carrier ?? '',
    debt_amount: formatMoney(values.debtAmount),
    debt_age: String(Math.max(0, Math.round(values.debtAgeDays))),
    sender_name: values.senderName,
  };
  const text = template.replace(PLACEHOLDER, (match, doubled: string | undefined, single: string | undefined) => {
    const variable = variableOf(doubled ?? single!);
    return variable ? known[variable] : match;
  });
  return { text, unknownVariables: unknownTemplateVariables(template) };
}
