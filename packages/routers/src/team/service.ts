import type { TTeam, TTeamManager, TTeamMember, TTeamMemberWindow, TTeamMemberWindowInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { readJson } from '../db/convert';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { storedNpn } from '../agent/npn-match';
import {
  selectChain,
  selectManagers,
  selectTeamManager,
  selectTeamMembers,
  selectTeamMemberWindow,
  withoutJit,
  type MemberRow,
  type TeamManagerRow,
} from './queries';

/** Everyone who is some agent's upline, with the size, make-up and debt of their downline. */
export async function listManagers(db: Kysely<DB>): Promise<TTeamManager[]> {
  const rows = await withoutJit(db, selectManagers);
  return rows.map((row) => ({
    name: row.name ?? row.upline_name ?? row.npn,
    npn: row.npn,
    role: row.role,
    uplineNpn: row.upline_npn || null,
    directReports: row.direct_reports,
    totalDownline: row.total_downline,
    active: row.active,
    terminated: row.terminated,
    carriers: (row.carriers ?? []).sort(),
    personalDebt: Number(row.personal_debt),
    teamDebt: Number(row.team_debt),
  }));
}

/** The manager's figures: their own name and debt, the team's size and its debt with theirs. */
function managerOf(npn: string, manager: TeamManagerRow | undefined, teamSize: number, downlineDebt: string | number) {
  const personalDebt = Number(manager?.debt ?? 0);
  return {
    name: manager?.name ?? manager?.upline_name ?? npn,
    npn,
    teamSize,
    personalDebt,
    // Two SQL sums (numeric strings) added in whole cents, so the dollars stay exact.
    teamDebt: (Math.round(personalDebt * 100) + Math.round(Number(downlineDebt) * 100)) / 100,
  };
}

type MemberFields = Pick<
  MemberRow,
  'id' | 'name' | 'agent_ids' | 'npn' | 'status' | 'email' | 'phone' | 'debt' | 'level'
>;

const toMember = (m: MemberFields): TTeamMember => ({
  id: m.id,
  name: m.name,
  agentIds: m.agent_ids ?? [],
  npn: m.npn,
  status: m.status,
  email: m.email,
  phone: m.phone,
  totalDebt: Number(m.debt),
  level: m.level,
});

/** An upline's downline (10 levels); 404 when the NPN is nobody's upline and no agent's own. */
export async function getTeam(db: Kysely<DB>, given: string): Promise<TTeam> {
  const npn = await storedNpn(db, given);
  const { members, manager } = await withoutJit(db, async (trx) => ({
    members: await selectTeamMembers(trx, npn),
    manager: await selectTeamManager(trx, npn),
  }));
  if (!members.length && !manager?.name) throw notFound('Upline with NPN', npn);
  return {
    manager: managerOf(npn, manager, members.length, members[0]?.downline_debt ?? 0),
    members: members.map(toMember),
  };
}

/** View Team's rows in view (issue 15): a window of the downline, with the whole team's figures; 404 as above. */
export async function getTeamWindow(
  db: Kysely<DB>,
  given: TTeamMemberWindowInput & { offset: number; limit: number },
): Promise<TTeamMemberWindow> {
  const input = { ...given, npn: await storedNpn(db, given.npn) };
  const { window, manager } = await withoutJit(db, async (trx) => ({
    window: await selectTeamMemberWindow(trx, input),
    manager: await selectTeamManager(trx, input.npn),
  }));
  const teamSize = Number(window.team_size);
  if (!teamSize && !manager?.name) throw notFound('Upline with NPN', input.npn);
  return {
    manager: managerOf(input.npn, manager, teamSize, window.downline_debt),
    total: Number(window.total),
    rows: readJson<MemberFields[]>(window.rows).map(toMember),
  };
}

export async function getUplineChain(db: Kysely<DB>, npn: string) {
  const rows = await selectChain(db, npn);
  return rows.map((row) => ({ npn: row.npn, name: row.name ?? row.npn, level: row.level }));
}
