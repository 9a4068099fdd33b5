import { DEBT_AGE_RANGES } from '@agentledger/schema';
import { sql, type Expression, type RawBuilder } from 'kysely';

type Range = { readonly min: number; readonly max: number };

/** The ranges must follow one another without gap or overlap, else a debt could fall in none or two. */
export function assertContiguous(ranges: readonly Range[]): void {
  ranges.forEach((range, index) => {
    const next = ranges[index + 1];
    if (range.min > range.max || (next && next.min !== range.max + 1)) {
      throw new Error(`Debt age ranges must be contiguous: ${JSON.stringify(ranges)}`);
    }
  });
}

/**
 * The index (0, 1, …) into `ranges` (DEBT_AGE_RANGES unless given) of the range a debt age falls
 * in, as a SQL `CASE` generated from the ranges: a change to DEBT_AGE_RANGES changes every report.
 * Below the first range's minimum (a debt dated in the future) counts as the first range, above the
 * last one's maximum as the last.
 */
export function ageRangeIndex(age: Expression<number>, ranges: readonly Range[] = DEBT_AGE_RANGES): RawBuilder<number> {
  assertContiguous(ranges);
  if (ranges.length === 0) throw new Error('There must be at least one debt age range');
  if (ranges.length === 1) return sql<number>`0`;
  const whens = ranges
    .slice(0, -1)
    .map((range, index) => sql`when ${age} <= ${sql.lit(range.max)} then ${sql.lit(index)}`);
  return sql<number>`(case ${sql.join(whens, sql` `)} else ${sql.lit(ranges.length - 1)} end)`;
}
