import { z } from 'zod';
import { columnChoiceProblem, findColumn } from './columnReference';
import { ZId, ZMoney } from './common';

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
  'debitCredit',
  'credit',
  'carrier',
  'transactionType',
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
  /**
   * The balance column runs down each agent's lines, as in a statement with Debit and Credit
   * columns (balance = the line before + debit − credit): each agent's last line was read, not the sum.
   */
  runningBalance: z.boolean().optional(),
  /**
   * The report gives no date, but aging columns (Current, 1-30, 31-60, Over 90…): each row's debt is as
   * old as the oldest of them holding an amount owed says at least (counted to the statement's date).
   */
  agingColumns: z.array(z.string()).optional(),
  /**
   * The date column says when the report saw the balance (Statement Date, Balance As Of), not when
   * the debt arose: a debt still owed keeps the day it was first seen; a debt first seen in this
   * report is dated by it.
   */
  dateIsAsOf: z.boolean().optional(),
  /**
   * The statement's day (ISO): printed above a table without a date column ("Statement Date: 10/31/2026"),
   * dating its rows, or the latest day of its Statement Date column.
   */
  statementDate: z.string().optional(),
  /** The carrier's applied upload of a later statement: this report's balances would replace newer ones. */
  olderThanApplied: z
    .object({ uploadId: z.number().int(), filename: z.string(), statementDate: z.string() })
    .optional(),
  /**
   * Applying this report clears most of the people with an open balance at the carrier (a report is
   * the carrier's whole snapshot): it may be only part of it (one branch, a filtered list, a file cut
   * short). `cleared` of the `owingBefore` people with an open balance would be cleared; it lists `listed`.
   */
  clearsMost: z
    .object({ cleared: z.number().int(), owingBefore: z.number().int(), listed: z.number().int() })
    .optional(),
  /**
   * The report writes its names last name first without a comma (`SMITH JOHN A`), as its names
   * matching the people already known say: each of its comma-less names was read "Last, First
   * Middle" (John A Smith), for matching and for anyone new. Absent: names were read as written.
   */
  nameOrder: z.literal('last-first').optional(),
  /**
   * Why: `lastFirst` of the report's `known` names (those matching someone either way) match
   * someone read last name first; `example` is one as written and `exampleName` the person it is.
   */
  nameOrderEvidence: z
    .object({
      lastFirst: z.number().int(),
      known: z.number().int(),
      example: z.string(),
      exampleName: z.string(),
    })
    .optional(),
  /** The name order was the carrier's saved layout's (staff said it), not decided from the names. */
  nameOrderSaved: z.literal(true).optional(),
});
export type TReportLayoutUsed = z.infer<typeof ZReportLayoutUsed>;

/** POST /upload/{carrierId}: data rows read, rows that reached an agent, `Row N: why` errors, changes, the layout used. */
/** One person's balance at the carrier, before and after an upload. */
export const ZPersonChange = z.object({
  agentId: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(['new', 'increased', 'decreased', 'cleared']),
  before: z.number(),
  after: z.number(),
});
export type TPersonChange = z.infer<typeof ZPersonChange>;

/** Someone a review row may be for, and why. */
export const ZReviewCandidate = z.object({
  agentId: z.number().int(),
  name: z.string(),
  npn: z.string().nullable(),
  carrierId: z.number().int().nullable(),
  carrierName: z.string().nullable(),
  why: z.string(),
});

/** A row awaiting a decision: it changed nothing for anyone it may belong to. */
export const ZReviewRow = z.object({
  id: z.number().int(),
  fileUploadId: z.number().int(),
  filename: z.string(),
  carrierId: z.number().int().nullable(),
  uploadStatus: z.string(),
  rowNumber: z.number().int(),
  writingNumber: z.string().nullable(),
  npn: z.string().nullable(),
  name: z.string().nullable(),
  /** null when the amount could not be read (a decision then gives it). */
  amount: z.number().nullable(),
  /** The row's cells under their headers, as written (rows that could not be read). */
  raw: z.record(z.string(), z.string()).nullable(),
  reason: z.string(),
  candidates: z.array(ZReviewCandidate),
});
export type TReviewRow = z.infer<typeof ZReviewRow>;

/** The upload statuses: a preview is a draft until applied or discarded; an applied one can be undone. */
export const UPLOAD_STATUSES = ['draft', 'success', 'failed', 'undone', 'discarded'] as const;

/**
 * A carrier report upload: SPEC's recordsProcessed and recordsImported, plus what it did (or, for a
 * preview, would do): counts, the carrier's total before → after, the largest per-person changes,
 * rows to review and row errors, and the layout and columns read.
 */
export const ZCarrierReportResult = z.object({
  uploadId: z.number().int(),
  status: z.enum(UPLOAD_STATUSES),
  recordsProcessed: z.number().int(),
  recordsImported: z.number().int(),
  errors: z.array(z.string()),
  changes: ZReportChanges,
  layout: ZReportLayoutUsed,
  /** The largest changes first (at most PERSON_CHANGES_SHOWN; all of them in GET /file-uploads/{id}). */
  people: z.array(ZPersonChange),
  reviewCount: z.number().int(),
  review: z.array(ZReviewRow),
});
export type TCarrierReportResult = z.infer<typeof ZCarrierReportResult>;

/** Fields that name the agent: a layout needs at least one (or both name parts). */
export const IDENTIFYING_REPORT_FIELDS = ['writingNumber', 'npn', 'name', 'lastName'] as const;

/**
 * A carrier's report layout, mapped once by staff when detection was unsure or wrong: the sheet, the
 * header row (as the header's cells read), which header holds which field, and whether a debt is
 * printed as a positive number (the usual) or a negative one.
 */
/**
 * How a carrier writes names without a comma (`SMITH JOHN A` or `John A Smith`): decided per report
 * from the people its names match ('detect'), or said once by staff in the carrier's layout, for a
 * carrier whose reports name people not known yet.
 */
export const ZReportNameOrder = z.enum(['detect', 'first-last', 'last-first']);
export type TReportNameOrder = z.infer<typeof ZReportNameOrder>;

export const ZReportLayoutFields = z.object({
  sheet: z.string().max(200).nullable().default(null),
  headerRow: z.number().int().min(1).max(1000),
  headerRows: z.literal([1, 2], 'must be 1 or 2 (how many rows the header spans)').default(1),
  // A list that is not one ends the checks, as a wrong type does: the layout's checks below would
  // go on to find every chosen column missing from it.
  headers: z
    .array(z.string().max(300, { message: 'is too long (at most 300 characters)', abort: true }), {
      error: (issue) =>
        issue.input === undefined
          ? 'is required'
          : `must be a list of the header texts, such as ["Agent Code", "Balance"], not ${
              typeof issue.input === 'object' && issue.input !== null ? 'an object' : `a ${typeof issue.input}`
            }`,
    })
    .min(1, { message: 'must list at least one header', abort: true })
    .max(500, { message: 'must list at most 500 headers', abort: true }),
  // An empty choice is said once, and ends the checks too: the layout's checks would repeat it
  // ("choose the balance column", '"" is not one of the headers').
  columns: z.partialRecord(
    ZReportField,
    z
      .string()
      .min(1, { message: 'is empty: give the header of the column to read it from (one of headers)', abort: true })
      .max(300),
  ),
  amountSign: z.enum(['owed-positive', 'owed-negative']).default('owed-positive'),
  nameOrder: ZReportNameOrder.default('detect'),
});

/** A layout must name the balance and the agent, from among its own headers, one field a column. */
export function checkReportLayout(layout: z.output<typeof ZReportLayoutFields>, context: z.RefinementCtx) {
  if (!layout.columns.amount) {
    context.addIssue({ code: 'custom', path: ['columns', 'amount'], message: 'choose the balance column' });
  }
  if (!IDENTIFYING_REPORT_FIELDS.some((field) => layout.columns[field])) {
    context.addIssue({
      code: 'custom',
      path: ['columns'],
      message: 'choose a column that names the agent (writing number, NPN or name)',
    });
  }
  const chosen = Object.entries(layout.columns) as [string, string][];
  for (const [field, header] of chosen) {
    const problem = columnChoiceProblem(layout.headers, header);
    if (problem) context.addIssue({ code: 'custom', path: ['columns', field], message: problem });
  }
  const columnsUsed = chosen.map(([, header]) => findColumn(layout.headers, header)).filter((column) => column >= 0);
  if (new Set(columnsUsed).size !== columnsUsed.length) {
    context.addIssue({ code: 'custom', path: ['columns'], message: 'a column can hold one field only' });
  }
}

export const ZReportLayoutInput = ZReportLayoutFields.superRefine(checkReportLayout);
export type TReportLayoutInput = z.input<typeof ZReportLayoutInput>;

export const ZReportLayout = z.object({
  carrierId: z.number().int(),
  sheet: z.string().nullable(),
  headerRow: z.number().int(),
  headerRows: z.number().int(),
  headers: z.array(z.string()),
  columns: z.partialRecord(ZReportField, z.string()),
  amountSign: z.enum(['owed-positive', 'owed-negative']),
  nameOrder: ZReportNameOrder,
  updatedAt: z.iso.datetime(),
});
export type TReportLayout = z.infer<typeof ZReportLayout>;

/** POST /upload/{carrierId}/inspect: a report's first rows per sheet, and what detection made of them. */
export const ZReportInspection = z.object({
  sheets: z.array(z.object({ name: z.string().nullable(), rows: z.array(z.array(z.string())) })),
  detected: z
    .object({
      sheet: z.string().nullable(),
      headerRow: z.number().int(),
      headerRows: z.number().int(),
      headers: z.array(z.string()),
      columns: z.partialRecord(ZReportField, z.string()),
    })
    .nullable(),
  problem: z.string().nullable(),
  saved: ZReportLayout.nullable(),
});
export type TReportInspection = z.infer<typeof ZReportInspection>;

/** How each report field is named to staff (the layout mapping dialog). */
export const REPORT_FIELD_LABELS: Record<(typeof REPORT_FIELDS)[number], string> = {
  amount: 'Balance owed',
  writingNumber: 'Writing number',
  npn: 'NPN',
  name: 'Agent name',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  suffix: 'Suffix',
  date: 'Debt date',
  days: 'Days outstanding',
  debitCredit: 'Debit or credit (DR/CR)',
  credit: 'Credit (taken off the balance)',
  carrier: 'Carrier (rows for other companies are left out)',
  transactionType: 'Transaction type (payments and recoveries taken off)',
};

/**
 * Two header rows read as one ("Writing" over "Agent #" is "Writing Agent #"): a merged top cell
 * spans the empty cells to its right that have a header beneath them.
 */
export function combineHeaderRows(top: readonly string[], bottom: readonly string[]): string[] {
  const width = Math.max(top.length, bottom.length);
  const combined: string[] = [];
  let carried = '';
  for (let c = 0; c < width; c++) {
    const upper = top[c] ?? '';
    const lower = bottom[c] ?? '';
    if (upper) carried = upper;
    else if (!lower) carried = '';
    const head = upper || (lower ? carried : '');
    combined.push([head, lower].filter(Boolean).join(' '));
  }
  return combined;
}

/** How many per-person changes and review rows an upload result carries; the detail has them all. */
export const PERSON_CHANGES_SHOWN = 200;

/**
 * POST /import-review/{id}: exactly one of who the row is for (an agent), a new person, or no one;
 * `amount` gives the balance of a row whose amount could not be read.
 */
export const ZReviewDecision = z.object({
  agentId: ZId.optional(),
  newPerson: z
    .literal(
      true,
      'can only be true, to make a new person of the row; to give it to an existing agent send agentId instead, or ignore: true to leave it out',
    )
    .optional(),
  ignore: z
    .literal(
      true,
      'can only be true, to leave the row out; to give the row to someone send agentId (an existing agent) or newPerson: true instead',
    )
    .optional(),
  amount: ZMoney.optional(),
});
export type TReviewDecision = z.infer<typeof ZReviewDecision>;

/** GET /file-uploads/{id}: the upload with every per-person change, row error and review row. */
export const ZFileUploadDetail = z.object({
  id: z.number().int(),
  filename: z.string(),
  carrierId: z.number().int().nullable(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  uploadedAt: z.iso.datetime(),
  appliedAt: z.iso.datetime().nullable(),
  undoneAt: z.iso.datetime().nullable(),
  recordsProcessed: z.number().int(),
  recordsImported: z.number().int(),
  summary: z.unknown(),
  people: z.array(ZPersonChange),
  review: z.array(ZReviewRow),
  /** Whether Undo is allowed: the latest applied upload of its carrier. */
  canUndo: z.boolean(),
});
export type TFileUploadDetail = z.infer<typeof ZFileUploadDetail>;
