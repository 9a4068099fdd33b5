import { z } from 'zod';
import { ZId, ZRequiredText } from './common';
import { ZIdentifierType } from './enums';

export const ZWritingNumber = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  carrierId: z.number().int(),
  writingNumber: z.string(),
  identifierType: z.string(),
  status: z.string(),
});
export type TWritingNumber = z.infer<typeof ZWritingNumber>;

export const ZWritingNumberUpsertInput = z.object({
  agentId: ZId,
  carrierId: ZId,
  writingNumber: ZRequiredText('Writing number').max(100, 'Writing number is too long'),
  identifierType: ZIdentifierType.default('npn'),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .max(40)
    .nullish()
    .transform((v) => v || 'active'),
});
export type TWritingNumberUpsertInput = z.infer<typeof ZWritingNumberUpsertInput>;
