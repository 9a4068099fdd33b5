import type { TUnifiedAgentListInput, UnifiedSortKey } from '@agentledger/schema';
import { sql, type RawBuilder } from 'kysely';
import { natural } from '../agent/list-order';
import { statusOfPerson } from '../agent/sql';
import { shownUplineName } from '../agent/upline-name';
import { ofPerson } from './queries';

/** A person's first value of a column over their records (record id order), as the list shows it. */
const firstOf = (column: string) => {
  const value = sql.ref(`s.${column}`);
  return sql`(select ${value} from agents s where ${ofPerson} and ${value} is not null and ${value} <> ''
    order by s.id limit 1)`;
};

/**
 * A person's first upline name as their records show it (shownUplineName), as the list shows it;
 * `offset 0` keeps the name one subquery per record (inlined, it was looked up twice).
 */
const firstShownUpline = sql`(select shown.name from agents s
    cross join lateral (select ${shownUplineName('s')} as name offset 0) shown
    where ${ofPerson} and shown.name <> '' order by s.id limit 1)`;

/**
 * What each sort key orders people (each as their first record, `a`) by: the values the list
 * shows for them. The total debt sums the maintained balances of all their records.
 */
const SORT_EXPRESSIONS: Record<UnifiedSortKey, RawBuilder<unknown>> = {
  name: natural(sql`a.name`),
  npn: natural(firstOf('npn')),
  upline: natural(firstShownUpline),
  status: sql`(select ${statusOfPerson('s')} from agents s where ${ofPerson})`,
  totalDebt: sql`coalesce((select sum(b.total) from debt_balances b join agents s on s.id = b.agent_id
    where ${ofPerson}), 0)`,
};

/**
 * The order of the list of people: by `sort` (empty values last either way), people who tie by
 * name, then first record id. Without a sort: undefined, the list's own order (name, then id).
 */
export function peopleOrder(input: TUnifiedAgentListInput): RawBuilder<unknown> | undefined {
  if (!input?.sort) return undefined;
  const direction = sql.raw(input.order === 'desc' ? 'desc' : 'asc');
  return sql`${SORT_EXPRESSIONS[input.sort]} ${direction} nulls last, a.name, a.id`;
}
