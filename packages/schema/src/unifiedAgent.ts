import { z } from 'zod';
import { ZId, ZListPageFields } from './common';
import { ZAgentStatus, sortKeyOf, ZSortOrder } from './enums';

export const ZCarrierDebt = z.object({
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  agentRecordId: z.number().int(),
  agentId: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
});

/** One person across carriers: their agent records grouped by NPN (by normalised name without one). */
export const ZUnifiedAgent = z.object({
  id: z.number().int(),
  name: z.string(),
  npn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  upline: z.string().nullable(),
  uplineId: z.string().nullable(),
  status: z.string(),
  totalDebt: z.number(),
  debtAge: z.number().int(),
  activeCarriers: z.number().int(),
  agentIds: z.array(z.string()),
  lastContactAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  carrierDebts: z.array(ZCarrierDebt),
});
export type TUnifiedAgent = z.infer<typeof ZUnifiedAgent>;

/** What the list of people may be ordered by (issue 15: the tables sort on the server). */
export const UNIFIED_SORT_KEYS = ['name', 'npn', 'upline', 'status', 'totalDebt'] as const;
export type UnifiedSortKey = (typeof UNIFIED_SORT_KEYS)[number];

/**
 * GET /api/unified-agents filters: `status` the person's status (active if any record is, else
 * terminated if any is), `search` people with a record the agent search finds (readAgentSearch),
 * `carrierId` people with a record linked to that carrier (its own or a writing number there);
 * `sort` (then `order`) orders them, by name without it; `limit`/`offset` page the filtered list
 * in its order.
 */
const ZUnifiedFilterFields = {
  status: ZAgentStatus.optional(),
  search: z.string().max(500, 'is too long').optional(),
  carrierId: ZId.optional(),
  sort: sortKeyOf(UNIFIED_SORT_KEYS),
  order: ZSortOrder,
};
export const ZUnifiedAgentListInput = z.object({ ...ZUnifiedFilterFields, ...ZListPageFields }).optional();
export type TUnifiedAgentListInput = z.infer<typeof ZUnifiedAgentListInput>;

/** The rows of the Unified Agents table in view: the list's filters and order, a window of it. */
export const ZUnifiedAgentWindowInput = z.object({
  ...ZUnifiedFilterFields,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(500).default(100),
});
export type TUnifiedAgentWindowInput = z.input<typeof ZUnifiedAgentWindowInput>;

/** A window of people and how many the filters keep in all. */
export const ZUnifiedAgentWindow = z.object({ total: z.number().int(), rows: z.array(ZUnifiedAgent) });
export type TUnifiedAgentWindow = z.infer<typeof ZUnifiedAgentWindow>;
