/**
 * A PostgreSQL array literal (`{"a","b\"c",NULL}`) of the given values, written in one pass. The
 * import stages its rows as arrays (one per column, tens of thousands of elements): node-postgres
 * writes such an array with two regular-expression replaces per element, which was a fifth of the
 * JavaScript time between reading a report and writing it. Sent as text and cast in SQL
 * (`${literal}::text::int[]`), so both drivers pass it as a string whatever the column's type.
 */
export function arrayLiteral(values: readonly (string | number | null | undefined)[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) literal += ',';
    const value = values[i];
    if (value === null || value === undefined) {
      literal += 'NULL';
      continue;
    }
    const text = String(value);
    // Inside double quotes only a backslash and a double quote need escaping.
    literal += `"${NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, '\\$&') : text}"`;
  }
  return `${literal}}`;
}

const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;
