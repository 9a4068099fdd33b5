/**
 * Values as the drivers hand them over, converted the one way every mapper uses: node-postgres
 * parses json into objects and timestamps into Dates, PGlite may hand over text for either.
 */
export function readJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A timestamp as the API's ISO 8601 text. */
export function isoAt(value: Date | string): string {
  return new Date(value).toISOString();
}

/** A timestamp that may be missing as ISO 8601 text; null stays null. */
export function isoOf(value: Date | string | null): string | null {
  return value ? isoAt(value) : null;
}
