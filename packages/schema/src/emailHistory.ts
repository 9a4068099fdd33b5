import { z } from 'zod';

/** One notice: its delivery status is real (sent, outbox, failed); the Database Viewer shows Sent. */
export const ZEmailHistory = z.object({
  id: z.number().int(),
  agentId: z.number().int().nullable(),
  /** The agent's name as the record has it now (null: no agent, or the record was deleted). */
  agentName: z.string().nullable(),
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
