import { z } from 'zod';

/**
 * A real calendar date written YYYY-MM-DD or MM/DD/YYYY (from 1900 on), as YYYY-MM-DD; null when the
 * text is no such date ("2026-02-30", "13/01/2026", "yesterday").
 */
export function readCalendarDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  const date = y ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
  if (!date || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d) || Number(y) < 1900) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** A day more than a day past today in UTC: the day of slack lets a date typed where it is already tomorrow through. */
export function isFutureDay(isoDay: string, now: number = Date.now()): boolean {
  return Date.parse(isoDay) > now + 86_400_000;
}

/**
 * The check every past calendar date shares (a debt's incurredOn, a date of birth), as a zod
 * transform: the text read by readCalendarDate, as YYYY-MM-DD, and not in the future (isFutureDay);
 * otherwise an issue with the field's own words.
 */
export function pastCalendarDate(messages: { invalid: string; future: string }) {
  return (value: string, ctx: z.RefinementCtx): string => {
    const date = readCalendarDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    if (isFutureDay(date)) {
      ctx.addIssue({ code: 'custom', message: messages.future });
      return z.NEVER;
    }
    return date;
  };
}
