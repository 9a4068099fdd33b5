import { z } from 'zod';
import { ZId } from './common';
import { DEBT_AGE_MAX_DEFAULT } from './debtAge';

export const ZEmailTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  carrierId: z.number().int().nullable(),
  debtAgeMin: z.number().int(),
  debtAgeMax: z.number().int(),
  subject: z.string(),
  body: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

const ZAgeBound = z
  .number({ message: 'must be a number of days' })
  .int('must be a whole number of days')
  .min(0, 'must not be negative')
  .max(36500, 'is too large');

/** Subject and body may arrive empty; the service answers SPEC's 'Please fill in subject and body'. */
const ZTemplateText = z.string().trim().max(20000, 'is too long');

export const ZEmailTemplateInput = z.object({
  /** Unset → '{min}-{max} days template', as the Templates dialog names them. */
  name: z.string().trim().max(200, 'is too long').nullish(),
  carrierId: ZId.nullish(),
  debtAgeMin: ZAgeBound.default(0),
  debtAgeMax: ZAgeBound.nullish().transform((v) => v ?? DEBT_AGE_MAX_DEFAULT),
  subject: ZTemplateText.nullish(),
  body: ZTemplateText.nullish(),
  active: z.boolean().default(true),
});
export type TEmailTemplateInput = z.infer<typeof ZEmailTemplateInput>;

/** An update names only what changes. */
export const ZEmailTemplateUpdate = z.object({
  name: z.string().trim().max(200, 'is too long').nullish(),
  carrierId: ZId.nullish(),
  debtAgeMin: ZAgeBound.optional(),
  debtAgeMax: ZAgeBound.optional(),
  subject: ZTemplateText.optional(),
  body: ZTemplateText.optional(),
  active: z.boolean().optional(),
});
export type TEmailTemplateUpdate = z.infer<typeof ZEmailTemplateUpdate>;

export const TEMPLATE_TEXT_REQUIRED = 'Please fill in subject and body';

/**
 * A template's name from its range, as the Templates dialog names it: "0-45 days template", and the
 * open-ended range by its label ("91+ days template", stored 91-999), so a saved template and a
 * starter one of one range are not listed under two names.
 */
export function defaultTemplateName(debtAgeMin: number, debtAgeMax: number): string {
  return debtAgeMax >= 999 ? `${debtAgeMin}+ days template` : `${debtAgeMin}-${debtAgeMax} days template`;
}

/** The starter notices `POST /api/initialize` creates: one per debt age range, firmer as the debt ages. */
export const DEFAULT_TEMPLATES = [
  {
    debtAgeMin: 0,
    debtAgeMax: 45,
    subject: 'Balance notice: {debt_amount} with {carrier}',
    body: `Dear {agent_name},

Our records show a balance of {debt_amount} with {carrier} on agent ID {agent_id}, incurred {debt_age} days ago.

This is usually a commission chargeback or an unearned advance. If you have already arranged repayment, please disregard this notice; otherwise reply to this e-mail and we will help you settle it.

Kind regards,
{sender_name}`,
  },
  {
    debtAgeMin: 46,
    debtAgeMax: 90,
    subject: 'Second notice: {debt_amount} owed to {carrier} is {debt_age} days old',
    body: `Dear {agent_name},

The balance of {debt_amount} with {carrier} on agent ID {agent_id} is now {debt_age} days old and still open.

Please arrange repayment within the next 14 days, or contact us to agree a repayment plan. Open balances may be deducted from future commissions.

Kind regards,
{sender_name}`,
  },
  {
    debtAgeMin: 91,
    debtAgeMax: 999,
    subject: 'Final notice: {debt_amount} owed to {carrier}',
    body: `Dear {agent_name},

Despite earlier notices, the balance of {debt_amount} with {carrier} on agent ID {agent_id} has been open for {debt_age} days.

Please contact us within 7 days to settle it. Balances left unresolved may be referred to the carrier for collection and can affect your appointment.

Kind regards,
{sender_name}`,
  },
] as const;
