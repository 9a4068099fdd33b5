import { z } from 'zod';
import { DEBT_AGE_RANGES } from './debtAge';

/** Agents and amount in one cell of the aging table. */
export const ZAgingCell = z.object({
  agents: z.number().int(),
  amount: z.number(),
});
export type TAgingCell = z.infer<typeof ZAgingCell>;

export const ZAgingRow = z.object({
  carrierId: z.number().int(),
  carrierName: z.string(),
  carrierCode: z.string(),
  /** One cell per DEBT_AGE_RANGES entry, in that order. */
  cells: z.array(ZAgingCell),
  total: ZAgingCell,
});
export type TAgingRow = z.infer<typeof ZAgingRow>;

/**
 * Open balances by carrier × debt age range, credits included, so the grand total is the dashboard's
 * Total Debt. An agent is one agent record with a non-zero open balance at the carrier (owed, or a
 * credit), aged by its oldest open debt there; a column's agent total counts each record once.
 */
export const ZAgingReport = z.object({
  ranges: z.array(z.object({ key: z.string(), label: z.string(), min: z.number().int(), max: z.number().int() })),
  rows: z.array(ZAgingRow),
  totals: z.object({ cells: z.array(ZAgingCell), total: ZAgingCell }),
});
export type TAgingReport = z.infer<typeof ZAgingReport>;

/** One upline and the open debt of their whole downline (10 levels, people counted once). */
export const ZExposureRow = z.object({
  npn: z.string(),
  name: z.string(),
  directReports: z.number().int(),
  downlineAgents: z.number().int(),
  /** The open debt of everyone below this upline. */
  exposure: z.number(),
  ownDebt: z.number(),
});
export type TExposureRow = z.infer<typeof ZExposureRow>;

export const ZTerminatedBalance = z.object({
  agentId: z.number().int(),
  agentNumber: z.string().nullable(),
  name: z.string(),
  npn: z.string().nullable(),
  email: z.string().nullable(),
  carrierId: z.number().int().nullable(),
  carrierName: z.string().nullable(),
  amount: z.number(),
  debtAge: z.number().int(),
  /** 'YYYY-MM-DD' of the oldest open debt. */
  oldestDebtOn: z.string(),
});
export type TTerminatedBalance = z.infer<typeof ZTerminatedBalance>;

/** One successful carrier report upload: the carrier's total outstanding right after it. */
export const ZTrendPoint = z.object({
  uploadId: z.number().int(),
  uploadedAt: z.iso.datetime(),
  carrierId: z.number().int(),
  carrierName: z.string(),
  carrierCode: z.string(),
  totalOutstanding: z.number(),
  /** totalAfter - totalBefore of that upload. */
  change: z.number(),
  filename: z.string(),
});
export type TTrendPoint = z.infer<typeof ZTrendPoint>;

export const REPORT_NAMES = ['aging', 'exposure', 'terminated', 'trend'] as const;
export type TReportName = (typeof REPORT_NAMES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/** The aging table's range columns, for the UI and the exports. */
export const AGING_RANGES = DEBT_AGE_RANGES.map(({ key, label, min, max }) => ({ key, label, min, max }));
