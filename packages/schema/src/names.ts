/** A writing number as reports are matched on it: case, spaces and dashes ignored (`QA-777` = `qa 777`). */
export function normalizeWritingNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * A name as it is displayed when a report wrote it "Last, First M, Suffix": "First M Last Suffix"
 * (`WASHINGTON, GEORGE T, JR` → `GEORGE T WASHINGTON JR`; the suffix is kept). Other names as they are.
 */
export function displayPersonName(value: string): string {
  const parts = value.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
  if (parts.length < 2 || !parts[0] || !parts[1]) return value.trim().replace(/\s+/g, ' ');
  const [last, first, ...suffix] = parts;
  return [first, last, ...suffix].filter(Boolean).join(' ');
}

/**
 * A person's name as records are matched on it: case, spacing and periods ignored, and
 * `Last, First M, Suffix` read as `First M Last Suffix` (the SQL form is in import/apply-report.ts).
 */
export function normalizePersonName(value: string): string {
  return displayPersonName(value).replace(/\./g, '').replace(/\s+/g, ' ').trim().toLowerCase();
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
