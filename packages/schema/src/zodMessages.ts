import type { z } from 'zod';

/**
 * zod's own messages ("Too big: expected array to have <=500 items", "Invalid input: expected
 * true", "Invalid input") in the words of this API's other messages, for every schema that does not
 * set its own: "must have at most 500 items", "must be true", "must be 1 or 2". zod-config.ts makes
 * this zod's error map, so the same words reach REST, tRPC and the screens. A field that is missing
 * is "is required", whatever it should have been.
 *
 * The issue here is zod's raw one: it still has `input` (what was sent), which the finished issue
 * does not keep. A message starts lower-case and follows the field's path ("limit: must be at most
 * 5000"), as describeIssues (packages/routers/src/errors.ts) puts them.
 */
type RawIssue = z.core.$ZodRawIssue;
type Finished = {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  expected?: string;
  values?: unknown[];
};

/** A value as a script writes it: strings quoted, as in JSON. */
const literal = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : typeof value === 'bigint' ? `${value}` : String(value);

/** "1 or 2", "one of "a", "b", "c"". */
function choices(values: readonly unknown[]): string {
  const written = values.map(literal);
  if (written.length === 1) return written[0]!;
  if (written.length === 2) return `${written[0]} or ${written[1]}`;
  return `one of ${written.join(', ')}`;
}

/** What zod calls a type, as this API names it: "a whole number", "an array". */
const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'a boolean',
  array: 'an array',
  object: 'an object',
  record: 'an object',
  tuple: 'an array',
  map: 'a map',
  set: 'a set',
  date: 'a date',
  undefined: 'left out',
  never: 'left out',
  null: 'null',
  file: 'a file',
};

/** What was sent, named as in "must be a number, not a string". */
function sentKind(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'number' && !Number.isFinite(input)) return String(input);
  if (typeof input === 'object') return 'an object';
  return typeof input === 'undefined' ? 'nothing' : `a ${typeof input}`;
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'an e-mail address',
  url: 'a URL',
  uuid: 'a UUID',
  datetime: 'a date and time in ISO 8601, such as 2026-11-01T09:30:00Z',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM or HH:MM:SS)',
  duration: 'an ISO 8601 duration',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  base64: 'base64 text',
  jwt: 'a JWT',
};

const bound = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = bound(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `must be exactly ${max} characters long` : `is too long (at most ${max} characters)`;
    case 'array':
    case 'set':
      return issue.exact ? `must have exactly ${max} items` : `must have at most ${max} items`;
    case 'file':
      return `is too large (at most ${max} bytes)`;
    default:
      return issue.inclusive || issue.exact ? `must be at most ${max}` : `must be less than ${max}`;
  }
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = bound(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return `must be exactly ${min} characters long`;
      return min === '1' ? 'must not be empty' : `is too short (at least ${min} characters)`;
    case 'array':
    case 'set':
      if (issue.exact) return `must have exactly ${min} items`;
      return min === '1' ? 'must have at least one item' : `must have at least ${min} items`;
    default:
      return issue.inclusive || issue.exact ? `must be at least ${min}` : `must be greater than ${min}`;
  }
}

/** A union none of whose forms fit: "must be 1 or 2", "must be a number or a string, not true". */
function noForm(issue: Extract<RawIssue, { code: 'invalid_union' }>): string {
  const options = (issue as { options?: unknown[] }).options;
  if (options?.length) return `must be ${choices(options)}`;
  if ((issue as { inclusive?: boolean }).inclusive === false) return 'fits more than one of its forms';
  const branches = (issue.errors ?? []) as Finished[][];
  const roots = branches.map((branch) => (branch.length === 1 && !branch[0]!.path?.length ? branch[0]! : null));
  if (roots.length && roots.every((root) => root?.code === 'invalid_value')) {
    return `must be ${choices(roots.flatMap((root) => root!.values ?? []))}`;
  }
  if (roots.length && roots.every((root) => root?.code === 'invalid_type' && root.expected)) {
    const expected = [...new Set(roots.map((root) => TYPE_NAMES[root!.expected!] ?? root!.expected!))];
    return `must be ${expected.join(' or ')}, not ${sentKind(issue.input)}`;
  }
  return 'does not have any of the forms this field takes (see the OpenAPI document)';
}

/** The names an object or a record with named keys takes, for "takes no field named …". */
function namesTaken(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: object; keyType?: unknown } } })?._zod?.def;
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
  const keys = (def?.keyType as { _zod?: { values?: Set<unknown> } } | undefined)?._zod?.values;
  return def?.type === 'record' && keys ? [...keys].map(String) : [];
}

/** The message of one of zod's issues, or undefined to leave zod's own. */
export function plainZodMessage(issue: RawIssue): string | undefined {
  const missing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type': {
      if (missing) return 'is required';
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'must be a whole number';
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}, not ${sentKind(issue.input)}`;
    }
    case 'invalid_value':
      return missing ? 'is required' : `must be ${choices(issue.values)}`;
    case 'invalid_union':
      return missing ? 'is required' : noForm(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format': {
      const format = issue as { format: string; pattern?: string; prefix?: string; suffix?: string; includes?: string };
      if (format.format === 'regex') return `must match the pattern ${format.pattern}`;
      if (format.format === 'starts_with') return `must start with ${JSON.stringify(format.prefix)}`;
      if (format.format === 'ends_with') return `must end with ${JSON.stringify(format.suffix)}`;
      if (format.format === 'includes') return `must include ${JSON.stringify(format.includes)}`;
      return `must be ${FORMAT_NAMES[format.format] ?? `a valid ${format.format}`}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${bound(issue.divisor)}`;
    case 'unrecognized_keys': {
      const named =
        issue.keys.length === 1
          ? `no field named ${literal(issue.keys[0])}`
          : `no fields named ${issue.keys.map(literal).join(', ')}`;
      const taken = namesTaken(issue.inst);
      return taken.length ? `takes ${named} (it takes ${taken.join(', ')})` : `takes ${named}`;
    }
    case 'invalid_key': {
      // A record's key (`columns: { "premium": … }`) that is not one of the names it takes.
      const inner = (issue.issues ?? []) as Finished[];
      const values = inner.find((found) => found.code === 'invalid_value')?.values;
      return values?.length ? `is not ${choices(values)}` : 'is not a name this takes';
    }
    case 'invalid_element':
      return 'holds a value that is not valid';
    default:
      return undefined;
  }
}
