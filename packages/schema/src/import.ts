import { z } from 'zod';

/**
 * What a carrier report changed, per agent at that carrier: a report is the carrier's balance
 * snapshot, so each agent is new, increased, decreased, cleared (absent from the report) or unchanged.
 * Totals are in dollars.
 */
export const ZReportChanges = z.object({
  new: z.number().int(),
  increased: z.number().int(),
  decreased: z.number().int(),
  cleared: z.number().int(),
  unchanged: z.number().int(),
  totalBefore: z.number(),
  totalAfter: z.number(),
});
export type TReportChanges = z.infer<typeof ZReportChanges>;

/** POST /upload/{carrierId}: data rows read, rows that reached an agent, `Row N: why` errors, changes. */
export const ZCarrierReportResult = z.object({
  recordsProcessed: z.number().int(),
  recordsImported: z.number().int(),
  errors: z.array(z.string()),
  changes: ZReportChanges,
});
export type TCarrierReportResult = z.infer<typeof ZCarrierReportResult>;

/** POST /import-agents: new people, people updated (by NPN), and the skipped rows as `Row N: why`. */
export const ZAgentListResult = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.string()),
});
export type TAgentListResult = z.infer<typeof ZAgentListResult>;
