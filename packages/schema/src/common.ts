import { z } from 'zod';

/** A database id: a positive whole number. Never coerced: the REST layer turns path and query digits into numbers, a JSON body must send a number. */
export const ZId = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(2147483647, 'is too large');

/**
 * How far a number of cents may sit from a whole cent and still be that cent: the noise of a
 * script's binary arithmetic (0.1 + 0.2 sends 0.30000000000000004), never half a cent.
 */
export function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) <= Math.max(1e-6, Math.abs(cents) * 1e-12);
}

/**
 * Money in dollars: a number or a numeric string ("12.50", "1,234.56"), in whole cents, within
 * numeric(14,2). An amount in fractions of a cent (12.345) is refused rather than rounded: a
 * balance changes only by what was sent.
 */
export const ZMoney = z
  .preprocess(
    // Typed input number | string (what a caller sends); any other value still reaches the union, which refuses it.
    (value: number | string) => (typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value),
    z.union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
          .transform(Number),
      ],
      // One message for every kind of wrong value (text, a second decimal point, true, an object), not zod's "Invalid input".
      { error: 'must be an amount in dollars, such as 12.50' },
    ),
  )
  .pipe(
    z
      .number({ message: 'must be a number' })
      .finite('must be a finite number')
      .refine((n) => Math.abs(n) < 1e12, 'is too large')
      .refine(isWholeCents, 'must be in whole cents (at most two decimals)'),
  );

/** Optional free text: empty strings become null, as the add dialog sends them. */
export const ZOptionalText = z
  .string()
  .trim()
  .max(1000)
  .nullish()
  .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** What a caller sent instead of text, in the words of the other type messages ("a number"). */
function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export const ZRequiredText = (what: string) =>
  z
    .string({
      // Absent is "required"; a number or a boolean sent for text is named as such, not called missing.
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${what} is required`
          : `${what} must be a string, not ${kindOf(issue.input)}`,
    })
    .trim()
    .min(1, `${what} is required`)
    .max(500, `${what} is too long`);

export const ZIsoDateTime = z.string();

/** The most rows one page of a list may ask for. */
export const LIST_PAGE_MAX = 5000;

/**
 * Paging of the long lists (GET /api/agents, GET /api/unified-agents): `limit` rows from `offset`
 * in the list's own order. Without `limit` the whole list comes back, as SPEC section 7 has it; a
 * page shorter than `limit` is the last one.
 */
export const ZListPageFields = {
  limit: z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LIST_PAGE_MAX, `must be at most ${LIST_PAGE_MAX}`)
    .optional(),
  offset: z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(2147483647, 'is too large')
    .optional(),
};
export const ZListPage = z.object(ZListPageFields).optional();
export type TListPage = z.infer<typeof ZListPage>;

/**
 * A list filter's moment (`updatedSince`, `since`): a date (`2026-11-01`, midnight UTC) or an ISO
 * 8601 date and time (`2026-11-01T09:30:00Z`, `…+02:00`; without an offset it is UTC). Read as a Date.
 */
export const ZSince = z
  .string({ message: 'must be a date (YYYY-MM-DD) or a date and time (ISO 8601)' })
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
    'must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  )
  .transform((value, ctx) => {
    const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)!;
    const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    const utc = /(Z|[+-]\d{2}:\d{2})$/.test(value) || value.length === 10 ? value : `${value}Z`;
    const when = new Date(value.length === 10 ? `${value}T00:00:00Z` : utc.replace(' ', 'T'));
    if (day.getUTCMonth() !== Number(m) - 1 || day.getUTCDate() !== Number(d) || Number.isNaN(when.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'is not a real date (use YYYY-MM-DD or ISO 8601)' });
      return z.NEVER;
    }
    return when;
  });

/** GET /api/email-history and /api/file-uploads: rows at or after `since`, newest first, paged by `limit`/`offset`. */
export const ZSinceListInput = z.object({ since: ZSince.optional(), ...ZListPageFields }).optional();
export type TSinceListInput = z.infer<typeof ZSinceListInput>;
