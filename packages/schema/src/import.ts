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

/** The fields of a carrier report a column can be read for. */
export const REPORT_FIELDS = [
  'writingNumber',
  'npn',
  'name',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'amount',
  'date',
  'days',
] as const;
export const ZReportField = z.enum(REPORT_FIELDS);

/** Which layout a report was read with: detected or saved for the carrier, the sheet, header row and columns. */
export const ZReportLayoutUsed = z.object({
  source: z.enum(['detected', 'saved']),
  sheet: z.string().nullable(),
  headerRow: z.number().int(),
  /** field → the header of the column read for it */
  columns: z.partialRecord(ZReportField, z.string()),
  /** Subtotal and total rows, skipped: they add up other rows and are nobody's debt. */
  summaryRowsSkipped: z.number().int(),
});
export type TReportLayoutUsed = z.infer<typeof ZReportLayoutUsed>;

/** POST /upload/{carrierId}: data rows read, rows that reached an agent, `Row N: why` errors, changes, the layout used. */
export const ZCarrierReportResult = z.object({
  recordsProcessed: z.number().int(),
  recordsImported: z.number().int(),
  errors: z.array(z.string()),
  changes: ZReportChanges,
  layout: ZReportLayoutUsed,
});
export type TCarrierReportResult = z.infer<typeof ZCarrierReportResult>;

/** POST /import-agents: new people, people updated (by NPN), and the skipped rows as `Row N: why`. */
export const ZAgentListResult = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.string()),
});
export type TAgentListResult = z.infer<typeof ZAgentListResult>;
