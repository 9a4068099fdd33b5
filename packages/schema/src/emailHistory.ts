import { z } from 'zod';

/** One notice: its delivery status is real (sent, outbox, failed); the Database Viewer shows Sent. */
export const ZEmailHistory = z.object({
  id: z.number().int(),
  agentId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  to: z.string().nullable(),
  cc: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  sentAt: z.iso.datetime(),
});
export type TEmailHistory = z.infer<typeof ZEmailHistory>;
