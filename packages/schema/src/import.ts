import { z } from 'zod';
import { ZReviewRow } from './importReview';
import { ZReportField } from './reportField';

// What a carrier report upload answers and keeps: its changes per person, the layout it was read
// with, its row errors and review rows (the upload result and the upload's detail).

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
   * The balance column is each agent's whole balance printed again on each of their lines ("Agent
   * Balance" beside each policy's chargeback): read once per agent, not once a line.
   */
  repeatedBalance: z.boolean().optional(),
  /**
   * The balance column names a debt ("Clawback Amount") and its amounts are mostly below zero: the
   * carrier prints what is owed as negative numbers, and this many rows above zero are reversals, as
   * their Reason says ("Reinstated - clawback reversed"): each amount was read turned round.
   */
  reversalsTakenOff: z.number().int().optional(),
  /**
   * Section headings alone on their rows that say which way the lines beneath them go, as a
   * transaction type does ("CHARGEBACKS" adds, "RECOVERIES" takes off), each until the next heading.
   */
  sections: z.array(z.object({ heading: z.string(), effect: z.enum(['adds', 'takesOff']) })).optional(),
  /**
   * A ledger's signed amounts are written from the agent's side, opposite to its transaction types
   * (a chargeback -150.00, a payment received 50.00): each line was read at its size in the direction
   * its type says (the chargeback owed, the payment taken off), not by its sign.
   */
  agentSideSigns: z.boolean().optional(),
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
  /** The name order was the name column's header's ("Producer Name (Last First)"), not decided from the names. */
  nameOrderHeader: z.literal(true).optional(),
});
export type TReportLayoutUsed = z.infer<typeof ZReportLayoutUsed>;

/** One person's balance at the carrier, before and after an upload. */
export const ZPersonChange = z.object({
  agentId: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(['new', 'increased', 'decreased', 'cleared']),
  before: z.number(),
  after: z.number(),
});
export type TPersonChange = z.infer<typeof ZPersonChange>;

/** The upload statuses: a preview is a draft until applied or discarded; an applied one can be undone. */
export const UPLOAD_STATUSES = ['draft', 'success', 'failed', 'undone', 'discarded'] as const;

/**
 * POST /upload/{carrierId}, a carrier report upload: SPEC's recordsProcessed and recordsImported, plus
 * what it did (or, for a preview, would do): counts, the carrier's total before → after, the largest
 * per-person changes, rows to review and `Row N: why` errors, and the layout and columns read.
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

/** How many per-person changes and review rows an upload result carries; the detail has them all. */
export const PERSON_CHANGES_SHOWN = 200;

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
