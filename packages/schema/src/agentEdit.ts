import { z } from 'zod';
import { ZAgentUpdateInput } from './agent';
import { ZId, ZMoney, ZRequiredText } from './common';

/**
 * One carrier row of the Edit Agent dialog as saved: the writing number and the debt amount typed
 * there, each left out when the row's field was not changed. SPEC section 5 saves only
 * non-negative debt values (0 marks the debt paid).
 */
export const ZAgentEditCarrier = z.object({
  carrierId: ZId,
  writingNumber: ZRequiredText('Writing number', 100).optional(),
  debt: ZMoney.refine((amount) => amount >= 0, 'must not be negative (enter 0 to mark the debt paid)').optional(),
});
export type TAgentEditCarrier = z.infer<typeof ZAgentEditCarrier>;

/**
 * `agent.saveEdit`: the agent's update (PUT /api/agents/{id}'s fields) and SPEC section 7's
 * follow-up writes of the edit save, applied together in one transaction. A carrier is named once.
 */
export const ZAgentEditSaveInput = ZAgentUpdateInput.extend({
  id: ZId,
  carriers: z
    .array(ZAgentEditCarrier)
    .max(1000, 'must list at most 1000 carriers')
    .default([])
    .superRefine((carriers, ctx) => {
      const seen = new Set<number>();
      carriers.forEach((carrier, index) => {
        if (seen.has(carrier.carrierId)) {
          ctx.addIssue({ code: 'custom', path: [index, 'carrierId'], message: 'names a carrier listed before' });
        }
        seen.add(carrier.carrierId);
      });
    }),
});
export type TAgentEditSaveInput = z.infer<typeof ZAgentEditSaveInput>;

/**
 * What the Edit Agent dialog's carrier rows open with, per carrier: the writing number of the
 * person's record there (this record's at its own carrier), and this record's open total at the
 * carrier (null when it has no debt there at all; 0 when its debts there are all paid).
 */
export const ZAgentEditCarrierState = z.object({
  carrierId: z.number().int(),
  writingNumber: z.string().nullable(),
  openDebt: z.number().nullable(),
});
export type TAgentEditCarrierState = z.infer<typeof ZAgentEditCarrierState>;
