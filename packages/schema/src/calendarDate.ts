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
