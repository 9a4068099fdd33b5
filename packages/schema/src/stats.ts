import { z } from 'zod';

/**
 * The dashboard's figures (GET /api/dashboard/stats and /api/dashboard-stats):
 * - totalDebt: the sum of open (status other than paid) debt amounts, credits included, in dollars;
 * - activeAgents: agent records with status active;
 * - terminatedAgents: terminated agent records with an open debt above 0 (SPEC: 'With outstanding debt');
 * - pendingActions: agent records with an open debt above 0 older than 45 days and no notice
 *   (e-mail sent or written to the outbox) in the last 30 days;
 * - newAgentsThisMonth: agent records created since the first of the current month.
 */
export const ZDashboardStats = z.object({
  totalDebt: z.number(),
  activeAgents: z.number().int(),
  terminatedAgents: z.number().int(),
  pendingActions: z.number().int(),
  newAgentsThisMonth: z.number().int(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** An open debt older than this many days asks for a notice. */
export const PENDING_ACTION_DEBT_AGE_DAYS = 45;
/** A notice sent within this many days means the agent has been contacted recently. */
export const PENDING_ACTION_NOTICE_DAYS = 30;
