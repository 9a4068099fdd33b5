import { z } from 'zod';

/** SPEC section 3: the walk up or down the hierarchy stops after 10 levels. */
export const HIERARCHY_MAX_LEVELS = 10;

export const ZTeamManager = z.object({
  name: z.string(),
  npn: z.string(),
  role: z.string().nullable(),
  directReports: z.number().int(),
  totalDownline: z.number().int(),
  active: z.number().int(),
  terminated: z.number().int(),
  carriers: z.array(z.string()),
  personalDebt: z.number(),
  /** The manager's own debt plus that of everyone in their downline. */
  teamDebt: z.number(),
});
export type TTeamManager = z.infer<typeof ZTeamManager>;

/**
 * The organisation as Team View's top rows and cards count it: each person once over all their
 * records (SPEC's unified profiles), their status over those records, the carriers they work
 * with, and how many report straight to the agency owner (to the owner's NPN from Settings, or,
 * without one, the people who have no upline).
 */
export const ZTeamOrganisation = z.object({
  people: z.number().int(),
  active: z.number().int(),
  terminated: z.number().int(),
  carriers: z.array(z.string()),
  ownerDirectReports: z.number().int(),
});
export type TTeamOrganisation = z.infer<typeof ZTeamOrganisation>;

export const ZTeamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  agentIds: z.array(z.string()),
  npn: z.string().nullable(),
  status: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  totalDebt: z.number(),
  level: z.number().int(),
});

export const ZTeam = z.object({
  manager: z.object({
    name: z.string(),
    npn: z.string(),
    teamSize: z.number().int(),
    personalDebt: z.number(),
    teamDebt: z.number(),
  }),
  members: z.array(ZTeamMember),
});
export type TTeam = z.infer<typeof ZTeam>;

export const ZUplineLink = z.object({ name: z.string(), npn: z.string(), level: z.number().int() });
