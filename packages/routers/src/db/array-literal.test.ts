import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal';
import type { Database } from './factory';
import { testDatabaseTargets } from './testDatabase';

const HARD = [
  'plain',
  '',
  'a "quoted" word',
  'back\\slash \\"both"',
  '{braces}, and commas',
  'NULL',
  ' spaced ',
  'é ü ñ — ’',
  '{"Agent":"SMITH, JOHN","Amount":"(12.00)"}',
  null,
];

/** node-postgres's own writing of an array parameter (what the import sent before). */
const driverLiteral = (values: readonly unknown[]) =>
  (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils.prepareValue(values);

describe('arrayLiteral', () => {
  it('writes an array as node-postgres writes it', () => {
    expect(arrayLiteral(HARD)).toBe(driverLiteral(HARD));
    expect(arrayLiteral([1, null, 25])).toBe(driverLiteral(['1', null, '25']));
    expect(arrayLiteral([])).toBe('{}');
  });
});

describe.each(testDatabaseTargets())('arrayLiteral on $kind', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('reads back as the values given, text and numbers alike', async () => {
    const { rows } = await sql<{ texts: (string | null)[]; numbers: (number | null)[] }>`
      select ${arrayLiteral(HARD)}::text::text[] as texts, ${arrayLiteral([1, null, -7])}::text::int[] as numbers`.execute(
      database.db,
    );
    expect(rows[0]!.texts).toEqual(HARD);
    expect(rows[0]!.numbers).toEqual([1, null, -7]);
  });
});
