import { z } from 'zod';
import { ZAgent } from './agent';
import { ZId, ZListPageFields, ZSince } from './common';
import { ZAgentStatus, sortKeyOf, ZSortOrder } from './enums';
import { ZOptionalNpnLookup } from './npn';

/**
 * What an agent list may be ordered by (issue 15: the tables sort on the server). Text orders
 * without regard to case, empty values last in either direction, then by record id.
 */
export const AGENT_SORT_KEYS = [
  'id',
  'name',
  'agentId',
  'npn',
  'carrier',
  'status',
  'totalDebt',
  'debtAge',
  'upline',
  'lastContact',
  'email',
  'phone',
  'created',
] as const;
export type AgentSortKey = (typeof AGENT_SORT_KEYS)[number];

/**
 * What narrows a list of agent records (combined with "and"): `carrierId` keeps records linked to
 * the carrier (their own carrier or a writing number there), `status` one status, `npn` one NPN,
 * `search` as the screens search (readAgentSearch), `updatedSince` records changed at or after a
 * moment. `sort` (then `order`, asc or desc) orders them; without it they come in id order.
 */
const ZAgentFilterFields = {
  carrierId: ZId.optional(),
  status: ZAgentStatus.optional(),
  npn: ZOptionalNpnLookup,
  search: z.string().max(500, 'is too long').optional(),
  updatedSince: ZSince.optional(),
  sort: sortKeyOf(AGENT_SORT_KEYS),
  order: ZSortOrder,
};

/** GET /api/agents: the filters and order, optionally one page (`limit`, `offset`). */
export const ZAgentListInput = z.object({ ...ZAgentFilterFields, ...ZListPageFields }).optional();
export type TAgentListInput = z.infer<typeof ZAgentListInput>;

/** Which table's columns an agents export has (SPEC section 2): the dashboard's or the Database Viewer's. */
export const AGENT_EXPORT_COLUMNS = ['dashboard', 'database'] as const;

/**
 * GET /api/agents/export.csv: the filters and order of the list, every row they keep, with the
 * columns of the dashboard's export (the default) or of the Database Viewer's Agents tab.
 */
export const ZAgentExportInput = z.object({
  ...ZAgentFilterFields,
  columns: z
    .enum(AGENT_EXPORT_COLUMNS, { message: `must be one of ${AGENT_EXPORT_COLUMNS.join(', ')}` })
    .default('dashboard'),
});
export type TAgentExportInput = z.output<typeof ZAgentExportInput>;

/** The most rows one window of an agent table may ask for. */
export const AGENT_WINDOW_MAX = 500;

/** The rows of an agent table in view: the list's filters and order, a window of it. */
export const ZAgentWindowInput = z.object({
  ...ZAgentFilterFields,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(AGENT_WINDOW_MAX).default(100),
});
export type TAgentWindowInput = z.input<typeof ZAgentWindowInput>;

/** A window of agent records and how many the filters keep in all. */
export const ZAgentWindow = z.object({ total: z.number().int(), rows: z.array(ZAgent) });
export type TAgentWindow = z.infer<typeof ZAgentWindow>;

/** How many agent records there are, in all and per status (the Individual Agents cards). */
export const ZAgentStatusCounts = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  terminated: z.number().int(),
});
export type TAgentStatusCounts = z.infer<typeof ZAgentStatusCounts>;
