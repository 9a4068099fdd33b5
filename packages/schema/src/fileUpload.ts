import { z } from 'zod';

/** One imported file: a carrier report or an agent list, with what the import did. */
export const ZFileUpload = z.object({
  id: z.number().int(),
  filename: z.string(),
  carrierId: z.number().int().nullable(),
  kind: z.string(),
  recordsProcessed: z.number().int(),
  recordsImported: z.number().int(),
  status: z.string(),
  error: z.string().nullable(),
  summary: z.unknown(),
  uploadedAt: z.iso.datetime(),
});
export type TFileUpload = z.infer<typeof ZFileUpload>;
