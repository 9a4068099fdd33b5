import type { TTeam, TTeamManager } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { selectChain, selectManagers, selectTeamManager, selectTeamMembers, withoutJit } from './queries';

/** Everyone who is some agent's upline, with the size, make-up and debt of their downline. */
export async function listManagers(db: Kysely<DB>): Promise<TTeamManager[]> {
  const rows = await withoutJit(db, selectManagers);
  return rows.map((row) => ({
    name: row.name ?? row.upline_name ?? row.npn,
    npn: row.npn,
    role: row.role,
    directReports: row.direct_reports,
    totalDownline: row.total_downline,
    active: row.active,
    terminated: row.terminated,
    carriers: (row.carriers ?? []).sort(),
    personalDebt: Number(row.personal_debt),
    teamDebt: Number(row.team_debt),
  }));
}

/** An upline's downline (10 levels); 404 when the NPN is nobody's upline and no agent's own. */
export async function getTeam(db: Kysely<DB>, npn: string): Promise<TTeam> {
  const { members, manager } = await withoutJit(db, async (trx) => ({
    members: await selectTeamMembers(trx, npn),
    manager: await selectTeamManager(trx, npn),
  }));
  if (!members.length && !manager?.name) throw notFound('Upline with NPN', npn);
  const personalDebt = Number(manager?.debt ?? 0);
  return {
    manager: {
      name: manager?.name ?? manager?.upline_name ?? npn,
      npn,
      teamSize: members.length,
      personalDebt,
      // Two SQL sums (numeric strings) added in whole cents, so the dollars stay exact.
      teamDebt: (Math.round(personalDebt * 100) + Math.round(Number(members[0]?.downline_debt ?? 0) * 100)) / 100,
    },
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      agentIds: m.agent_ids ?? [],
      npn: m.npn,
      status: m.status,
      email: m.email,
      phone: m.phone,
      totalDebt: Number(m.debt),
      level: m.level,
    })),
  };
}

export async function getUplineChain(db: Kysely<DB>, npn: string) {
  const rows = await selectChain(db, npn);
  return rows.map((row) => ({ npn: row.npn, name: row.name ?? row.npn, level: row.level }));
}
