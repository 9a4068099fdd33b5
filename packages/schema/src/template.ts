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

/** A `{name}` in a template: a variable when the name is one of TEMPLATE_VARIABLES. */
const PLACEHOLDER = /\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;

const isVariable = (name: string): name is TemplateVariable => (TEMPLATE_VARIABLES as readonly string[]).includes(name);

/**
 * The `{names}` in the texts (a subject and a body) that are not template variables, each once, in
 * the order they first appear: what the filler would leave as written. A send refuses such a template.
 */
export function unknownTemplateVariables(...texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));
  return [...new Set(names.filter((name) => !isVariable(name)))];
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
  const text = template.replace(PLACEHOLDER, (match, name: string) => (isVariable(name) ? known[name] : match));
  return { text, unknownVariables: unknownTemplateVariables(template) };
}
