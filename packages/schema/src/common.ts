import { z } from 'zod';

/** The largest whole number a PostgreSQL integer column (an id, an offset) holds. */
export const INTEGER_MAX = 2147483647;

/**
 * The type message of a number field: "is required" when it is missing (as zod's own messages say
 * it, through zod-config.ts), else `message`. A schema's own message would otherwise say "must be a
 * number" of a field that was never sent.
 */
export const numberTypeError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : message;

/**
 * A database id: a positive whole number. Never coerced: the REST layer turns path and query digits
 * into numbers, a JSON body must send a number. The largest is checked first and ends the checks, so
 * 99999999999999999999 (a whole number, past what a double holds exactly) is "must be at most
 * 2147483647", not "must be a whole number".
 */
export const ZId = z
  .number({ error: numberTypeError('must be a number') })
  .max(INTEGER_MAX, { message: `must be at most ${INTEGER_MAX}`, abort: true })
  .int('must be a whole number')
  .positive('must be a positive number');

/**
 * How far a number of cents may sit from a whole cent and still be that cent: the noise of a
 * script's binary arithmetic (0.1 + 0.2 sends 0.30000000000000004), never a hundredth of a cent.
 * The noise grows with the amount, but a tenth of a cent is always a third decimal: before the cap,
 * 12345678901.234 and 99999999999.995 were "noise" and stored rounded.
 */
export function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) <= Math.max(1e-6, Math.min(Math.abs(cents) * 1e-12, 0.01));
}

/**
 * Whether a money text has decimals past the cents that are not zeros ("12.345", "1.10000000001";
 * "12.500" is whole cents). Text is exact, so it is read as written, without a number's noise.
 */
function hasFractionOfCent(text: string): boolean {
  return /\.\d{2}\d*[1-9]/.test(text);
}

/** An amount in whole cents as the number of dollars it means: a script's float noise and -0 gone. */
const toWholeCents = (dollars: number) => Math.round(dollars * 100) / 100 || 0;

/**
 * The money strings the API takes, and the pattern the OpenAPI document shows for them: an amount
 * written as people write dollars: an optional minus and dollar sign ("-$5", "$-5", "$ 12.50"),
 * digits either plain or in groups of three set off by commas ("1250", "1,250"), and optional
 * decimals; spaces around it. A comma anywhere else is no thousands separator ("12,34" is 12.34 in
 * Europe, "1,2" nothing): such text is refused, never read as 1234 or 12. "1.2.3", ".5", "1e3" and
 * "1 2 3" are refused too. The document's pattern is this one, so a script that checks its amount
 * against it is never refused for an amount the server takes (or the other way round).
 */
export const MONEY_TEXT_PATTERN = /^\s*(?:-\s*\$?|\$\s*-?)?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*$/;

const WHOLE_CENTS_MESSAGE = 'must be in whole cents (at most two decimals)';

function moneyProblem(input: unknown): string {
  if (input === undefined) return 'is required';
  const fractionOfCent = typeof input === 'string' && MONEY_TEXT_PATTERN.test(input) && hasFractionOfCent(input);
  return fractionOfCent ? WHOLE_CENTS_MESSAGE : 'must be an amount in dollars, such as 12.50';
}

/**
 * Money in dollars: a number or a numeric string ("12.50", "1,234.56"), in whole cents, within
 * numeric(14,2). An amount in fractions of a cent (12.345, "12.345") is refused rather than
 * rounded: a balance changes only by what was sent. What comes out is the amount in whole cents, so
 * the status it decides (0 is paid) and the stored amount are the same number.
 */
export const ZMoney = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(MONEY_TEXT_PATTERN, 'must be a number')
        .refine((text) => !hasFractionOfCent(text), WHOLE_CENTS_MESSAGE)
        .describe(
          'An amount in dollars as text: digits (commas only between groups of three), an optional minus, $ and decimals ("1,250.00", "-$5")',
        )
        .transform((text) => Number(text.replace(/[$,\s]/g, ''))),
    ],
    // One message for every kind of wrong value (text, a second decimal point, true, an object), not
    // zod's "Invalid input"; a missing amount is "required" as every missing field is, and an amount
    // written with a fraction of a cent is told so, as the same amount sent as a number is.
    { error: (issue) => moneyProblem(issue.input) },
  )
  .pipe(
    z
      .number({ message: 'must be a number' })
      .finite('must be a finite number')
      .refine((n) => Math.abs(n) < 1e12, 'is too large')
      .refine(isWholeCents, WHOLE_CENTS_MESSAGE)
      .transform(toWholeCents),
  );

/**
 * What text in PostgreSQL cannot hold: NUL (U+0000), and a lone UTF-16 surrogate (U+D800 to U+DFFF
 * without its pair, as JSON's "\ud800" escape makes one), which is no character of UTF-8: the
 * driver would store U+FFFD in its place. Said of the field that holds one.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be stored (NUL, U+0000, or a lone surrogate, U+D800 to U+DFFF)';

/** NUL, or a surrogate that is not half of a pair (a paired one is a character such as an emoji). */
// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of every text value in an input (at any depth) that holds NUL or a lone surrogate, so the
 * one check at the entry of every procedure (and of the REST query strings) refuses it naming the
 * field, before the database would refuse it naming none (NUL) or it is stored garbled (a surrogate).
 */
export function unstorableTextPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) found.push(path);
    } else if (node !== null && typeof node === 'object' && path.length < 100) {
      if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index]));
      else for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return found;
}

/** The longest name (an agent's, a carrier's...) and the longest other text a field holds. */
export const NAME_MAX = 500;
export const TEXT_MAX = 1000;

/** Optional free text: empty strings become null, as the add dialog sends them. */
export const ZOptionalText = z
  .string()
  .trim()
  .max(TEXT_MAX, `is too long (at most ${TEXT_MAX} characters)`)
  .nullish()
  .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** What a caller sent instead of text, in the words of the other type messages ("a number"). */
export function kindOfValue(value: unknown): string {
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export const ZRequiredText = (what: string, max = NAME_MAX) =>
  z
    .string({
      // Absent is "required"; a number or a boolean sent for text is named as such, not called missing.
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${what} is required`
          : `${what} must be a string, not ${kindOfValue(issue.input)}`,
    })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long (at most ${max} characters)`);

export const ZIsoDateTime = z.string();

/** The most rows one page of a list may ask for. */
export const LIST_PAGE_MAX = 5000;

/**
 * Paging of the long lists (GET /api/agents, GET /api/unified-agents): `limit` rows from `offset`
 * in the list's own order. Without `limit` the whole list comes back, as SPEC section 7 has it; a
 * page shorter than `limit` is the last one.
 */
export const ZListPageFields = {
  // The largest first, ending the checks: a limit past it is "must be at most 5000" alone.
  limit: z
    .number({ error: numberTypeError('must be a number') })
    .max(LIST_PAGE_MAX, { message: `must be at most ${LIST_PAGE_MAX}`, abort: true })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional(),
  offset: z
    .number({ error: numberTypeError('must be a number') })
    .max(INTEGER_MAX, { message: `must be at most ${INTEGER_MAX}`, abort: true })
    .int('must be a whole number')
    .min(0, 'must not be negative')
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
