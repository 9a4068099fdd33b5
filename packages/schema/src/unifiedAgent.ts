import { z } from 'zod';

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
  lastContactAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  carrierDebts: z.array(ZCarrierDebt),
});
export type TUnifiedAgent = z.infer<typeof ZUnifiedAgent>;
