import { z } from 'zod';
import { ZId, ZMoney } from './common';

// The rows of an upload that await a person's decision (import review): what is shown of them, and
// the decision sent back.

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
