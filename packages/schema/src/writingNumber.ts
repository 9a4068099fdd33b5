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

/**
 * POST /api/writing-numbers/upsert. A new writing number's identifierType defaults to npn and its
 * status to active; an existing one keeps its stored identifierType and status unless they are
 * given (a blank or null status is not given).
 */
export const ZWritingNumberUpsertInput = z.object({
  agentId: ZId,
  carrierId: ZId,
  writingNumber: ZRequiredText('Writing number', 100),
  identifierType: ZIdentifierType.optional(),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .max(40)
    .nullish()
    .transform((v) => v || undefined),
});
export type TWritingNumberUpsertInput = z.infer<typeof ZWritingNumberUpsertInput>;
