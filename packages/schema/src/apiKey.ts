import { z } from 'zod';
import { ZRequiredText } from './common';

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** Returned once, when the key is made: the key itself is never stored or shown again. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });

export const ZApiKeyInput = z.object({ name: ZRequiredText('Key name', 100) });
