import { z } from 'zod';
import { kindOfValue, NAME_MAX, TEXT_MAX, ZId, ZOptionalText, ZRequiredText } from './common';
import { ZAgentRole, ZAgentStatus, ZAgentType, ZGender, ZNpnVerified } from './enums';
import { ZWritingNumber } from './writingNumber';
import { pastCalendarDate } from './calendarDate';
import { ZNpnText, ZOptionalNpn, ZOptionalNpnLookup } from './npn';

export const ZAgent = z.object({
  id: z.number().int(),
  name: z.string(),
  agentId: z.string().nullable(),
  carrierId: z.number().int().nullable(),
  carrier: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  status: z.string(),
  npn: z.string().nullable(),
  /** `upline` and `uplineName` are the same column under SPEC's two names; so are `uplineId` and `uplineNPN`. */
  upline: z.string().nullable(),
  uplineName: z.string().nullable(),
  uplineId: z.string().nullable(),
  uplineNPN: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  type: z.string(),
  gender: z.string().nullable(),
  agencyName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  compLevel: z.number().int(),
  solicitingFor: z.string().nullable(),
  npnVerified: z.enum(['Verified', 'Not Verified']),
  role: z.string(),
  companyId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  totalDebt: z.number(),
  debtAge: z.number().int(),
  lastContactAt: z.iso.datetime().nullable(),
  writingNumbers: z.array(ZWritingNumber),
});
export type TAgent = z.infer<typeof ZAgent>;

/**
 * Forms send '' (or null) for a choice left unset: that means "not given", so the default applies.
 * Input type: the schema's input or null (not `unknown`).
 */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value: z.input<T> | null) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema,
  );

/** What the product takes for an e-mail address: text@domain.tld, no spaces (every form and import alike). */
export const isEmailAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/**
 * An e-mail address as pasted or exported: a `mailto:` link (a web page's, or a spreadsheet cell's
 * hyperlink saved as its target) is the address it links to, without the link's `?subject=…`. Every
 * form, REST call and agent list stores the bare address, so a notice is sent to it and two spellings
 * of one address never differ.
 */
export function emailAddressOf(written: string): string {
  const link = /^mailto:\s*([^?]*)(?:\?.*)?$/i.exec(written.trim());
  return (link ? link[1]! : written).trim();
}

const ZEmail = z
  .string()
  .trim()
  .max(320)
  .nullish()
  .transform((v) => (v ? emailAddressOf(v) || v : null))
  .refine((v) => v === null || isEmailAddress(v), 'is not an e-mail address');

/** YYYY-MM-DD or MM/DD/YYYY, a real calendar date and not in the future, stored as YYYY-MM-DD. */
const birthDate = pastCalendarDate({
  invalid: 'is not a valid date (use YYYY-MM-DD or MM/DD/YYYY)',
  future: 'a date of birth cannot be in the future',
});
export const ZDateOfBirth = z
  .string()
  .trim()
  .nullish()
  .transform((value, ctx) => (value ? birthDate(value, ctx) : null));

/**
 * An integer percent, sent as a JSON number: `"50"` is refused like any other number sent as text,
 * and said so as other fields say it ("must be a number from 0 to 100, not a string").
 */
export const ZCompLevel = z
  .number({
    error: (issue) =>
      issue.input === undefined ? 'is required' : `must be a number from 0 to 100, not ${kindOfValue(issue.input)}`,
  })
  .int('must be a whole number from 0 to 100')
  .min(0, 'must be a number from 0 to 100')
  .max(100, 'must be a number from 0 to 100');

/**
 * NPN, first and last name of the edit dialog. Their limits are those of the add dialog (an NPN is
 * optional text there; first and last name come from its name), so any record it made saves back.
 */
const required = (what: string, max: number) =>
  z
    .string({
      // Missing is SPEC's message; a number or a list sent for the text is named as such, not called missing.
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Please fill in required fields: NPN, First Name, Last Name'
          : `${what} must be a string, not ${kindOfValue(issue.input)}`,
    })
    .trim()
    .min(1, `Please fill in required fields: NPN, First Name, Last Name (${what} is empty)`)
    .max(max, `${what} is too long (at most ${max} characters)`);

/** A middle name, as long as a name may be (the add dialog's name holds it). */
const ZMiddleName = z
  .string()
  .trim()
  .max(NAME_MAX, `is too long (at most ${NAME_MAX} characters)`)
  .nullish()
  .transform((v) => (v ? v : null));

/** A name part a create may give (blank or null: not given, so the part comes from `name`). */
const ZNamePart = blankAsMissing(
  z.string().trim().max(NAME_MAX, `is too long (at most ${NAME_MAX} characters)`).optional(),
);

/** A choice a create may give; blank or null is not given, so the column's default (SPEC section 9) applies. */
const optionalChoice = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

/**
 * POST /api/agents. SPEC section 5 requires name, agent id and carrier (the add dialog, and the unified
 * view's fallback); a script may also give the rich profile's fields PUT /api/agents/{id} takes, checked
 * by the same pieces (a future dateOfBirth, a compLevel outside 0-100 are 400s). Left out, each has its
 * default (type Individual, compLevel 100, npnVerified Not Verified, role Agent); first and last name
 * left out come from `name`.
 */
export const ZAgentCreateInput = z.object({
  name: ZRequiredText('Agent name'),
  agentId: ZRequiredText('Agent ID'),
  carrierId: ZId,
  status: blankAsMissing(ZAgentStatus.default('active')),
  npn: ZOptionalNpn,
  upline: ZOptionalText,
  uplineId: ZOptionalNpn,
  email: ZEmail,
  phone: ZOptionalText,
  address: ZOptionalText,
  firstName: ZNamePart,
  middleName: ZNamePart,
  lastName: ZNamePart,
  businessName: ZOptionalText,
  type: optionalChoice(ZAgentType),
  gender: optionalChoice(ZGender),
  agencyName: ZOptionalText,
  dateOfBirth: ZDateOfBirth,
  city: ZOptionalText,
  state: ZOptionalText,
  zipcode: ZOptionalText,
  compLevel: blankAsMissing(ZCompLevel.optional()),
  solicitingFor: ZOptionalText,
  npnVerified: optionalChoice(ZNpnVerified),
  role: optionalChoice(ZAgentRole),
});
export type TAgentCreateInput = z.infer<typeof ZAgentCreateInput>;

/** Said of a field that an update may change but not clear. */
export const NOT_CLEARABLE = 'is required and cannot be cleared (leave it out to keep the stored value)';

/**
 * A field an update may change but not clear: absent keeps the stored value, null is refused
 * (naming the field). With `blank`, '' (a form's choice left unset) means that value.
 */
export const changeOnly = <T extends z.ZodType>(schema: T, blank?: z.output<T>) =>
  z
    .preprocess((value: z.input<T>, ctx) => {
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: NOT_CLEARABLE, input: value });
        return z.NEVER;
      }
      return blank !== undefined && typeof value === 'string' && value.trim() === '' ? blank : value;
    }, schema)
    .optional();

/** A field an update may change or clear: absent keeps the stored value; null (or '') clears it. */
const changeOrClear = <T extends z.ZodType>(schema: T) => schema.optional();

/**
 * The edit dialog's rich payload (SPEC section 7, PUT /api/agents/{id}), as a partial update: a
 * field left out keeps its stored value (the dialog sends all of them); null or '' clears an
 * optional field; NPN, first and last name, type, compLevel, status, npnVerified and role cannot
 * be cleared (null is a 400; '' for one of the choices means its usual default, as the forms send it).
 */
export const ZAgentUpdateInput = z.object({
  npn: changeOnly(required('NPN', TEXT_MAX).pipe(ZNpnText)),
  firstName: changeOnly(required('First Name', NAME_MAX)),
  middleName: changeOrClear(ZMiddleName),
  lastName: changeOnly(required('Last Name', NAME_MAX)),
  businessName: changeOrClear(ZOptionalText),
  type: changeOnly(ZAgentType, 'Individual'),
  gender: z
    .preprocess(
      (value: z.input<typeof ZGender> | null) => (typeof value === 'string' && value.trim() === '' ? null : value),
      ZGender.nullable(),
    )
    .optional(),
  agencyName: changeOrClear(ZOptionalText),
  phone: changeOrClear(ZOptionalText),
  email: changeOrClear(ZEmail),
  dateOfBirth: changeOrClear(ZDateOfBirth),
  compLevel: changeOnly(ZCompLevel),
  uplineName: changeOrClear(ZOptionalText),
  uplineNPN: changeOrClear(ZOptionalNpn),
  status: changeOnly(ZAgentStatus, 'active'),
  npnVerified: changeOnly(ZNpnVerified, 'Not Verified'),
  solicitingFor: changeOrClear(ZOptionalText),
  address: changeOrClear(ZOptionalText),
  city: changeOrClear(ZOptionalText),
  state: changeOrClear(ZOptionalText),
  zipcode: changeOrClear(ZOptionalText),
  role: changeOnly(ZAgentRole, 'Agent'),
});
export type TAgentUpdateInput = z.infer<typeof ZAgentUpdateInput>;

export const ZAgentFindInput = z.object({
  carrierId: ZId.optional(),
  // The one NPN rule (readNpn): "19,900,004" finds 19900004; blank is no NPN.
  npn: ZOptionalNpnLookup,
  name: z.string().trim().max(500).optional(),
});
export type TAgentFindInput = z.infer<typeof ZAgentFindInput>;
