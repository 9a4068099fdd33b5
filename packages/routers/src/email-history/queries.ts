import type { EmailHistorySortKey, TEmailHistoryExportInput } from '@agentledger/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { natural } from '../agent/list-order';
import type { DB, EmailHistoryRow } from '../db/types';
import { sortedOrder } from '../db/sortOrder';

export type EmailHistoryListRow = EmailHistoryRow & { agent_name: string | null; template_name: string | null };

/** `value` holds `search`, case ignored (no wildcards: the text is taken as typed). */
const holds = (value: RawBuilder<unknown>, search: string) => sql`strpos(lower(${value}), ${search.toLowerCase()}) > 0`;

/** The notices (`h`, its agent `a`) the tab's filters keep. */
function historyWhere(filter: TEmailHistoryExportInput): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filter.status) conditions.push(sql`h.status = ${filter.status}`);
  const search = filter.search?.trim();
  if (search) {
    const byId = /^\d{1,9}$/.test(search) ? sql`or h.id = ${Number(search)}` : sql``;
    conditions.push(sql`(${holds(sql`a.name`, search)} or ${holds(sql`h.subject`, search)}
      or ${holds(sql`h.to_address`, search)} ${byId})`);
  }
  return sql.join(conditions, sql` and `);
}

const SORT_EXPRESSIONS: Record<EmailHistorySortKey, RawBuilder<unknown>> = {
  id: sql`h.id`,
  agent: natural(sql`a.name`),
  subject: natural(sql`h.subject`),
  template: natural(sql`t.name`),
  status: sql`h.status`,
  sentAt: sql`h.sent_at`,
};

/** By `sort` (empty values last either way), then newest first, as the log reads without one. */
function historyOrder(filter: TEmailHistoryExportInput): RawBuilder<unknown> {
  return sortedOrder(SORT_EXPRESSIONS, filter.sort, filter.order, sql`h.sent_at desc, h.id desc`);
}

/** The notices the filters keep, in their order, with their agent's and template's names; a window when asked. */
export function historyRows(filter: TEmailHistoryExportInput, page?: { offset: number; limit: number }) {
  return sql<EmailHistoryListRow>`
    select h.*, a.name as agent_name, t.name as template_name
    from email_history h
    left join agents a on a.id = h.agent_id
    left join email_templates t on t.id = h.template_id
    where ${historyWhere(filter)}
    order by ${historyOrder(filter)}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

/** How many notices the filters keep. */
export async function countHistoryRows(db: Kysely<DB>, filter: TEmailHistoryExportInput): Promise<number> {
  const { rows } = await sql<{ total: string | number }>`
    select count(*) as total from email_history h left join agents a on a.id = h.agent_id
    where ${historyWhere(filter)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
