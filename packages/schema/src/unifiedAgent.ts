import { z } from 'zod';
import { ZListPageFields } from './common';
import { ZAgentStatus } from './enums';

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

/**
 * GET /api/unified-agents filters: `status` the person's status (active if any record is, else
 * terminated if any is), `search` people with a record the agent search finds (readAgentSearch);
 * `limit`/`offset` page the filtered list in its order.
 */
export const ZUnifiedAgentListInput = z
  .object({
    status: ZAgentStatus.optional(),
    search: z.string().max(500, 'is too long').optional(),
    ...ZListPageFields,
  })
  .optional();
export type TUnifiedAgentListInput = z.infer<typeof ZUnifiedAgentListInput>;
