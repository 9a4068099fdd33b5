import type { AgentSortKey, TAgentExportInput } from '@agentledger/schema';
import { sql, type RawBuilder } from 'kysely';
import { AGED_FROM } from '../ledger';
import { npnEquals } from './npn-match';
import { agentSearchMatch, linkedToCarrier } from './sql';
import { shownUplineName } from './upline-name';

/** The filters of an agent list (GET /api/agents, agent.window, the export) as one condition on `a`. */
export function agentListWhere(input?: Omit<TAgentExportInput, 'sort' | 'order' | 'columns'>): RawBuilder<unknown> {
  const filters: RawBuilder<unknown>[] = [];
  if (input?.carrierId !== undefined) filters.push(linkedToCarrier('a', input.carrierId));
  if (input?.status !== undefined) filters.push(sql`a.status = ${input.status}`);
  if (input?.npn !== undefined) filters.push(npnEquals(sql.ref('a.npn'), input.npn));
  if (input?.search !== undefined) filters.push(agentSearchMatch('a', input.search));
  if (input?.updatedSince !== undefined)
    filters.push(sql`a.updated_at >= ${input.updatedSince.toISOString()}::timestamptz`);
  return filters.length ? sql.join(filters, sql` and `) : sql`true`;
}

/**
 * Text as people sort it (as the tables sorted in the browser): case ignored, numbers by size
 * ("Agent2" before "Agent10": each run of digits padded to ten places), and an empty value the same
 * as none (both go last).
 */
export const natural = (value: RawBuilder<unknown>) =>
  sql`nullif(regexp_replace(regexp_replace(lower(${value}), '([0-9]+)', '0000000000\\1', 'g'),
    '0*([0-9]{10})', '\\1', 'g'), '')`;
const text = (column: string) => natural(sql.raw(`a.${column}`));

/**
 * What each sort key orders the records (under `a`) by. The debt total and age read the maintained
 * balances (debt_balances), so ordering 20,000 records by what they owe is one index probe each;
 * the age is of what is owed, so a record that owes nothing has none, as the tables show it.
 */
const SORT_EXPRESSIONS: Record<AgentSortKey, RawBuilder<unknown>> = {
  id: sql`a.id`,
  name: text('name'),
  agentId: text('agent_id'),
  npn: text('npn'),
  carrier: sql`(select ${natural(sql`c.name`)} from carriers c where c.id = a.carrier_id)`,
  status: text('status'),
  totalDebt: sql`coalesce((select sum(b.total) from debt_balances b where b.agent_id = a.id), 0)`,
  debtAge: sql`(select case when sum(b.total) > 0 then current_date - ${AGED_FROM} end
    from debt_balances b where b.agent_id = a.id)`,
  // The name the Upline column shows (shownUplineName), so a record naming its upline by NPN only sorts by that name.
  upline: natural(shownUplineName('a')),
  lastContact: sql`(select max(h.sent_at) from email_history h
    where h.agent_id = a.id and h.status in ('sent', 'outbox'))`,
  email: text('email'),
  phone: text('phone'),
  created: sql`a.created_at`,
};

/**
 * The order of an agent list: by `sort` (empty values last either way), records that tie in id
 * order, so a window never shows a row twice or skips one. No sort: id order, as SPEC lists them.
 */
export function agentListOrder(input?: Pick<TAgentExportInput, 'sort' | 'order'>): RawBuilder<unknown> {
  if (!input?.sort || input.sort === 'id') return input?.order === 'desc' ? sql`a.id desc` : sql`a.id`;
  const direction = sql.raw(input.order === 'desc' ? 'desc' : 'asc');
  return sql`${SORT_EXPRESSIONS[input.sort]} ${direction} nulls last, a.id`;
}
