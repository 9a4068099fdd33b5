import { DEBT_AGE_RANGES } from '@agentledger/schema';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ageRangeIndex, assertContiguous } from './age-ranges';

const compiler = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (ranges?: Parameters<typeof ageRangeIndex>[1]) =>
  ageRangeIndex(sql.ref('age'), ranges).compile(compiler).sql;

describe('the age-range CASE', () => {
  it('is generated from DEBT_AGE_RANGES: one WHEN per upper bound but the last', () => {
    const [first, second] = DEBT_AGE_RANGES;
    expect(compiled()).toBe(
      `(case when "age" <= ${first.max} then 0 when "age" <= ${second.max} then 1 else ${DEBT_AGE_RANGES.length - 1} end)`,
    );
  });

  it('follows a change of the ranges', () => {
    const ranges = [
      { min: 0, max: 30 },
      { min: 31, max: 60 },
      { min: 61, max: 120 },
      { min: 121, max: 999 },
    ];
    expect(compiled(ranges)).toBe(
      '(case when "age" <= 30 then 0 when "age" <= 60 then 1 when "age" <= 120 then 2 else 3 end)',
    );
    expect(compiled([{ min: 0, max: 999 }])).toBe('0');
  });

  it('refuses ranges with a gap or an overlap', () => {
    expect(() =>
      assertContiguous([
        { min: 0, max: 45 },
        { min: 47, max: 90 },
      ]),
    ).toThrow(/contiguous/);
    expect(() =>
      assertContiguous([
        { min: 0, max: 45 },
        { min: 45, max: 90 },
      ]),
    ).toThrow(/contiguous/);
    expect(() => assertContiguous(DEBT_AGE_RANGES)).not.toThrow();
  });
});
