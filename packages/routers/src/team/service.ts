import type { TTeam, TTeamManager } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { selectChain, selectManagers, selectTeam } from './queries';

/** Everyone who is some agent's upline, with the size, make-up and debt of their downline. */
export async function listManagers(db: Kysely<DB>): Promise<TTeamManager[]> {
  const rows = await selectManagers(db);
  return rows.map((row) => {
    const personalDebt = Number(row.personal_debt);
    return {
      name: row.name ?? row.upline_name ?? row.npn,
      npn: row.npn,
      role: row.role,
      directReports: row.direct_reports,
      totalDownline: row.total_downline,
      active: row.active,
      terminated: row.terminated,
      carriers: (row.carriers ?? []).sort(),
      personalDebt,
      teamDebt: personalDebt + Number(row.downline_debt),
    };
  });
}

export async function getTeam(db: Kysely<DB>, npn: string): Promise<TTeam> {
  const { members, manager } = await selectTeam(db, npn);
  if (!members.length && !manager?.name) throw notFound('Upline with NPN', npn);
  const personalDebt = Number(manager?.debt ?? 0);
  const memberDebts = members.map((m) => Number(m.debt));
  return {
    manager: {
      name: manager?.name ?? manager?.upline_name ?? npn,
      npn,
      teamSize: members.length,
      personalDebt,
      teamDebt: personalDebt + memberDebts.reduce((sum, d) => sum + Math.round(d * 100), 0) / 100,
    },
    members: members.map((m, i) => ({
      id: m.id,
      name: m.name,
      agentIds: m.agent_ids ?? [],
      npn: m.npn,
      status: m.status,
      email: m.email,
      phone: m.phone,
      totalDebt: memberDebts[i] ?? 0,
      level: m.level,
    })),
  };
}

export async function getUplineChain(db: Kysely<DB>, npn: string) {
  const rows = await selectChain(db, npn);
  return rows.map((row) => ({ npn: row.npn, name: row.name ?? row.npn, level: row.level }));
}
