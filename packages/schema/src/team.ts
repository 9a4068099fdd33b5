import { z } from 'zod';
import { sortKeyOf, ZSortOrder } from './enums';

/** SPEC section 3: the walk up or down the hierarchy stops after 10 levels. */
export const HIERARCHY_MAX_LEVELS = 10;

export const ZTeamManager = z.object({
  name: z.string(),
  npn: z.string(),
  role: z.string().nullable(),
  /** The manager's own upline's NPN (null at the top): where Team View draws them in the tree. */
  uplineNpn: z.string().nullable(),
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
export type TTeamMember = z.infer<typeof ZTeamMember>;

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

/** What View Team's members may be ordered by (by level, then name, without one). */
export const TEAM_MEMBER_SORT_KEYS = ['name', 'npn', 'status', 'totalDebt', 'level'] as const;
export type TeamMemberSortKey = (typeof TEAM_MEMBER_SORT_KEYS)[number];

/** View Team's rows in view: an upline's downline, searched (name, NPN, e-mail, agent ID) and ordered, a window of it. */
export const ZTeamMemberWindowInput = z.object({
  npn: z.string().trim().min(1, 'is required').max(200, 'is too long'),
  search: z.string().max(500, 'is too long').optional(),
  sort: sortKeyOf(TEAM_MEMBER_SORT_KEYS),
  order: ZSortOrder,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(500).default(100),
});
export type TTeamMemberWindowInput = z.input<typeof ZTeamMemberWindowInput>;

/** A window of a team: the whole team's figures, how many members the search keeps, and the rows. */
export const ZTeamMemberWindow = z.object({
  manager: ZTeam.shape.manager,
  total: z.number().int(),
  rows: z.array(ZTeamMember),
});
export type TTeamMemberWindow = z.infer<typeof ZTeamMemberWindow>;

export const ZUplineLink = z.object({ name: z.string(), npn: z.string(), level: z.number().int() });
