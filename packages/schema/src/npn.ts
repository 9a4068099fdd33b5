import { z } from 'zod';
import { TEXT_MAX } from './common';

const SCIENTIFIC = /^[+-]?\d+(\.\d+)?E[+-]?\d+$/i;

/**
 * The one NPN rule, for the forms, the REST and tRPC inputs and the agent-list and report imports
 * alike: an NPN as the NIPR issues it, 1 to 10 digits, leading zeros kept. Spaces around it, a ".0"
 * and thousands separators a spreadsheet added (commas, or spaces grouping threes) are read ("19,900,004.0" is 19900004); anything
 * else is null, never stored: "NPN-123" or "12-34-56" stored as an NPN matched no report and no
 * upline, and "1.99E+07" is Excel's shortening of some NPN near 19,900,000.
 */
export function readNpn(text: string): string | null {
  const trimmed = text.trim();
  // Most NPNs are plain digits already: one test, no copies (a report reads one on every row).
  if (/^\d{1,10}$/.test(trimmed)) return trimmed;
  const unpointed = trimmed.replace(/\.0+$/, '');
  // One separator throughout, between groups of three: commas, or spaces as many locales and
  // hand-typed lists group digits ("37 000 001"); never "3,700 0001".
  const grouped = /^\d{1,3}(?:,\d{3})+$/.test(unpointed) || /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/.test(unpointed);
  const plain = grouped ? unpointed.replace(/[, \u00a0\u202f]/g, '') : unpointed;
  return /^\d{1,10}$/.test(plain) ? plain : null;
}

/** What is wrong with text that readNpn refuses, after the field's name ("NPN is not…"). */
export function npnProblem(text: string): string {
  const trimmed = text.trim();
  if (SCIENTIFIC.test(trimmed)) {
    return `"${trimmed}" is not a number — Excel may have shortened it; format the column as text and export again`;
  }
  return `"${trimmed}" is not an NPN (up to 10 digits)`;
}

/** Text read as an NPN (readNpn), refused naming what was sent. */
export const ZNpnText = z
  .string()
  .max(TEXT_MAX, `is too long (at most ${TEXT_MAX} characters)`)
  .transform((text, ctx) => {
    const npn = readNpn(text);
    if (npn === null) ctx.addIssue({ code: 'custom', message: npnProblem(text), input: text });
    return npn ?? text;
  });

/** An optional NPN (an add dialog's NPN or upline NPN): blank or null is none; anything else must be one. */
export const ZOptionalNpn = z
  .string()
  .nullish()
  .transform((text) => (text === undefined || text === null || text.trim() === '' ? null : text))
  .pipe(ZNpnText.nullable());

/**
 * An NPN a lookup names (a record, a team, a chain): read by the one rule ("19,900,004" is 19900004),
 * else looked up as written, so records stored before the rule (or by a script's own hand) are
 * still found by what they hold; finding nobody is the lookup's own 404.
 */
const lookupNpn = (text: string) => readNpn(text) ?? text;
const ZLookupText = z.string().trim().max(200, 'is too long');

export const ZNpnLookup = ZLookupText.min(1, 'is required').transform(lookupNpn);

/** An optional lookup NPN (a list's filter): blank is none. */
export const ZOptionalNpnLookup = ZLookupText.optional().transform((text) => (text ? lookupNpn(text) : undefined));

/**
 * What a form says of an NPN field as typed, before sending it (the server would refuse the same):
 * null when it is blank or an NPN, else the field's label and the problem.
 */
export function typedNpnProblem(label: string, text: string): string | null {
  return text.trim() === '' || readNpn(text) !== null ? null : `${label} ${npnProblem(text)}`;
}
