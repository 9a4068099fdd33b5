import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '@agentledger/schema';
import type { z } from 'zod';

/**
 * Strict reading of path and query strings for the REST routes. Query strings and paths carry only
 * text, so each value is turned into what the procedure's input schema expects, by rule and never
 * by guessing: a whole number only from decimal digits (`0x10`, `1e1`, `+5`, `1.0` are refused),
 * a boolean only from `true`/`false`. JSON bodies are never converted: `"false"` stays a string and
 * the schema refuses it.
 */

export type InputIssue = { path: (string | number)[]; message: string };

/** A request whose path or query could not be read; answered 400 with the issues. */
export class RequestInputError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: InputIssue[]) {
    super(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
}

type FieldKind = 'integer' | 'number' | 'boolean' | 'string' | 'array' | 'other';
type Field = { kind: FieldKind; element?: FieldKind };

type ZodInternals = { _zod: { def: Record<string, unknown> & { type: string } } };
const defOf = (schema: unknown) => (schema as ZodInternals)._zod.def;

/** The schema under wrappers that do not change what the value is (optional, default, refinements...). */
function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      current = def.innerType;
    } else if (def.type === 'pipe') {
      // A preprocess is a pipe from a transform: what it accepts is what the output schema accepts.
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else if (def.type === 'lazy') {
      current = (def.getter as () => unknown)();
    } else return current;
  }
  return current;
}

function kindOf(schema: unknown): FieldKind {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'number': {
      const format = (def as { format?: string }).format;
      const checks = (def.checks as { _zod: { def: { format?: string } } }[] | undefined) ?? [];
      const integer = (format && /int/.test(format)) || checks.some((check) => /int/.test(check._zod.def.format ?? ''));
      return integer ? 'integer' : 'number';
    }
    case 'int':
    case 'bigint':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'string':
    case 'enum':
    case 'literal':
    case 'template_literal':
      return 'string';
    case 'array':
      return 'array';
    default:
      return 'other';
  }
}

/** The fields of an object input schema with what each expects; null when the input is not an object. */
export function inputFields(schema: z.ZodType | undefined): Map<string, Field> | null {
  if (!schema) return null;
  const object = unwrap(schema);
  const def = defOf(object);
  if (def.type !== 'object') return null;
  const fields = new Map<string, Field>();
  for (const [name, fieldSchema] of Object.entries(def.shape as Record<string, unknown>)) {
    const kind = kindOf(fieldSchema);
    fields.set(name, kind === 'array' ? { kind, element: kindOf(defOf(unwrap(fieldSchema)).element) } : { kind });
  }
  return fields;
}

const DIGITS = /^\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One text value as the field expects it, or the problem with it. */
function convert(raw: string, kind: FieldKind): { value: unknown } | { problem: string } {
  if (kind === 'integer') {
    if (!DIGITS.test(raw)) return { problem: 'must be a whole number written in decimal digits' };
    // Digits past what a double holds (over 308 of them) are still a whole number, larger than any
    // field's largest: the schema then says what the largest is.
    const value = Number(raw);
    return { value: Number.isFinite(value) ? value : Number.MAX_VALUE };
  }
  if (kind === 'number') {
    if (!DECIMAL.test(raw)) return { problem: 'must be a number written in decimal digits' };
    const value = Number(raw);
    return { value: Number.isFinite(value) ? value : Math.sign(value) * Number.MAX_VALUE };
  }
  if (kind === 'boolean') {
    if (raw === 'true') return { value: true };
    if (raw === 'false') return { value: false };
    return { problem: 'must be true or false' };
  }
  return { value: raw };
}

/**
 * Path parameters and query values as the input schema expects them. Unknown query parameters and
 * values given twice for a single field are refused rather than ignored, so a misspelt filter
 * never silently returns everything.
 */
export function readTextInput(
  fields: Map<string, Field> | null,
  params: Record<string, string>,
  query: Record<string, string | string[]>,
): Record<string, unknown> {
  const issues: InputIssue[] = [];
  const input: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    const field = fields?.get(name);
    if (!field || name in params) {
      const known = [...(fields?.keys() ?? [])].filter((key) => !(key in params));
      issues.push({
        path: [name],
        message: known.length
          ? `is not a query parameter of this endpoint (it takes ${known.join(', ')})`
          : 'is not a query parameter of this endpoint (it takes none)',
      });
      continue;
    }
    const values = Array.isArray(raw) ? raw : [raw];
    if (field.kind === 'array') {
      const converted = values.map((value) => convert(value, field.element ?? 'string'));
      const problem = converted.find((c): c is { problem: string } => 'problem' in c);
      if (problem) issues.push({ path: [name], message: problem.problem });
      else input[name] = converted.map((c) => (c as { value: unknown }).value);
      continue;
    }
    if (values.length !== 1) {
      issues.push({ path: [name], message: 'is given more than once' });
      continue;
    }
    const converted = convert(values[0]!, field.kind);
    if ('problem' in converted) issues.push({ path: [name], message: converted.problem });
    else input[name] = converted.value;
  }
  for (const [name, raw] of Object.entries(params)) {
    const converted = convert(raw, fields?.get(name)?.kind ?? 'string');
    if ('problem' in converted) issues.push({ path: [name], message: converted.problem });
    else input[name] = converted.value;
  }
  for (const path of unstorableTextPaths(input)) issues.push({ path, message: UNSTORABLE_TEXT_MESSAGE });
  if (issues.length) throw new RequestInputError(issues);
  return input;
}

/** The top-level field names of an object schema (through wrappers, lists and unions); none when it is not one. */
function objectKeys(schema: unknown): string[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
  if (def.type === 'array') return objectKeys(def.element);
  if (def.type === 'union') return (def.options as unknown[]).flatMap(objectKeys);
  if (def.type === 'intersection') return [...objectKeys(def.left), ...objectKeys(def.right)];
  return [];
}

/** Whether an object schema keeps keys it does not name (a catchall, or loose): then any key may mean something. */
function takesAnyKey(schema: unknown): boolean {
  const def = defOf(unwrap(schema));
  return def.type === 'object' && def.catchall !== undefined && defOf(def.catchall).type !== 'never';
}

/**
 * The check of the body fields a JSON route refuses: those that are neither in its input nor in its
 * answer. A misspelt or mis-cased field (`ammount`, `Amount`, `emial`) was dropped without a word,
 * so a script's PUT answered 200 and changed nothing; a field of what the route answers (a record
 * read back and sent again: `id`, `createdAt`, `totalDebt`) is still let through and ignored. Made
 * once per route (the schemas are walked at start, not on every request).
 */
export function unknownBodyFieldsCheck(
  input: z.ZodType | undefined,
  output: unknown,
  pathParams: readonly string[],
): (body: Record<string, unknown>) => InputIssue[] {
  if (input && takesAnyKey(input)) return () => [];
  const takes = input ? objectKeys(input).filter((key) => !pathParams.includes(key)) : [];
  // A route that takes no body (POST /api/file-uploads/{id}/apply, /api/initialize) read none of it
  // and answered as if every field had been used; an empty body, `{}` or `null`, is still no payload.
  if (!takes.length) {
    return (body) =>
      Object.keys(body).map((key) => ({ path: [key], message: 'is not read: this endpoint takes no body' }));
  }
  const known = new Set([...takes, ...pathParams, ...objectKeys(output)]);
  const message = `is not a field of this endpoint (it takes ${takes.join(', ')})`;
  return (body) =>
    Object.keys(body)
      .filter((key) => !known.has(key))
      .map((key) => ({ path: [key], message }));
}

/**
 * In a query string `+` is a space, so `?ageRange=91+` arrives as "91 " and
 * `updatedSince=2026-11-25T10:00:00+05:00` loses its `+`. A parameter refused whose raw value had
 * a `+` is told so.
 */
export function withPlusHint(issues: InputIssue[], rawUrl: string | undefined): InputIssue[] {
  const queryText = rawUrl?.split('?')[1];
  if (!queryText) return issues;
  const withPlus = new Set<string>();
  for (const pair of queryText.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    if (value.includes('+')) {
      try {
        withPlus.add(decodeURIComponent(name.replace(/\+/g, ' ')));
      } catch {
        // a malformed escape names no parameter
      }
    }
  }
  if (!withPlus.size) return issues;
  return issues.map((issue) =>
    issue.path.length && withPlus.has(String(issue.path[0]))
      ? { ...issue, message: `${issue.message} (a "+" in a query string is read as a space: write it as %2B)` }
      : issue,
  );
}
