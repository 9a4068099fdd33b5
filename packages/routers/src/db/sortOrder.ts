import { sql, type RawBuilder } from 'kysely';

/**
 * A list's ORDER BY: the sorted column's expression (empty values last in either direction), then
 * the list's own order, which alone orders it without a sort and breaks every tie.
 */
export function sortedOrder<K extends string>(
  expressions: Record<K, RawBuilder<unknown>>,
  sort: K | undefined,
  order: 'asc' | 'desc' | undefined,
  standing: RawBuilder<unknown>,
): RawBuilder<unknown> {
  if (!sort) return standing;
  return sql`${expressions[sort]} ${sql.raw(order === 'desc' ? 'desc' : 'asc')} nulls last, ${standing}`;
}
