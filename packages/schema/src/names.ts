/** A writing number as reports are matched on it: case, spaces and dashes ignored (`QA-777` = `qa 777`). */
export function normalizeWritingNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * A person's name as records are matched on it: case and spacing ignored, and `Last, First`
 * read as `First Last`.
 */
export function normalizePersonName(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  const ordered = comma > 0 ? `${trimmed.slice(comma + 1).trim()} ${trimmed.slice(0, comma).trim()}`.trim() : trimmed;
  return ordered.toLowerCase();
}

/** First and last name from a display name: the last word is the last name. */
export function splitPersonName(name: string): { firstName: string; lastName: string } {
  const normal = name.trim().replace(/\s+/g, ' ');
  const comma = normal.indexOf(',');
  if (comma > 0) return { lastName: normal.slice(0, comma).trim(), firstName: normal.slice(comma + 1).trim() };
  const space = normal.lastIndexOf(' ');
  if (space < 0) return { firstName: normal, lastName: '' };
  return { firstName: normal.slice(0, space), lastName: normal.slice(space + 1) };
}

export function joinPersonName(first: string, middle: string | null | undefined, last: string): string {
  return [first, middle, last]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
