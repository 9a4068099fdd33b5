import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-config';

/** The messages zod gives for `value` under `schema`, as `path: message`. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("zod's own messages in plain words (zod-config.ts)", () => {
  const shape = z.object({
    name: z.string().min(1).max(5),
    count: z.number().int().min(1).max(10),
    tags: z.array(z.string()).min(1).max(2),
    kind: z.enum(['a', 'b', 'c']),
    flag: z.literal(true).optional(),
    rows: z.union([z.literal(1), z.literal(2)]).optional(),
    either: z.union([z.number(), z.string()]).optional(),
    code: z
      .string()
      .regex(/^[A-Z]+$/)
      .optional(),
    when: z.iso.datetime().optional(),
  });
  const good = { name: 'x', count: 1, tags: ['t'], kind: 'a' };

  it('a field left out is required, whatever its type', () => {
    expect(messages(shape, {})).toEqual([
      'name: is required',
      'count: is required',
      'tags: is required',
      'kind: is required',
    ]);
  });

  it('says the bound, the choices and the type sent, never "Too big", "Invalid input" or "expected"', () => {
    const found = [
      ...messages(shape, { ...good, name: '', count: 11, tags: ['a', 'b', 'c'], kind: 'd' }),
      ...messages(shape, { ...good, name: 'toolong', count: 0.5, tags: [] }),
      ...messages(shape, { ...good, flag: false, rows: 3, either: true, code: 'abc', when: 'soon' }),
      ...messages(shape, { ...good, name: 5, tags: 'a', kind: null }),
    ];
    expect(found).toEqual([
      'name: must not be empty',
      'count: must be at most 10',
      'tags: must have at most 2 items',
      'kind: must be one of "a", "b", "c"',
      'name: is too long (at most 5 characters)',
      'count: must be a whole number',
      'tags: must have at least one item',
      'flag: must be true',
      'rows: must be 1 or 2',
      'either: must be a number or a string, not a boolean',
      'code: must match the pattern /^[A-Z]+$/',
      'when: must be a date and time in ISO 8601, such as 2026-11-01T09:30:00Z',
      'name: must be a string, not a number',
      'tags: must be an array, not a string',
      'kind: must be one of "a", "b", "c"',
    ]);
  });

  it('names the fields a strict object takes', () => {
    expect(messages(z.strictObject({ a: z.number(), b: z.number() }), { a: 1, b: 2, c: 3 })).toEqual([
      ': takes no field named "c" (it takes a, b)',
    ]);
  });

  it("leaves a schema's own message alone", () => {
    expect(messages(z.string().min(1, 'choose one'), '')).toEqual([': choose one']);
  });
});
