import {
  AGING_RANGES,
  type TAgingCell,
  type TAgingReport,
  type TExposureRow,
  type TTerminatedBalance,
  type TTrendPoint,
} from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { listManagers } from '../team/service';
import { selectAgingCells, selectTerminatedBalances, selectTrend } from './queries';
import { isoAt } from '../db/convert';

const EMPTY: TAgingCell = { agents: 0, amount: 0 };

/** Outstanding debt by carrier × age range with row and column totals; every carrier has a row. */
export async function agingReport(db: Kysely<DB>): Promise<TAgingReport> {
  const [cells, carriers] = await Promise.all([
    selectAgingCells(db),
    db.selectFrom('carriers').select(['id', 'name', 'code']).orderBy('id').execute(),
  ]);
  const key = (carrierId: number | null, rangeIndex: number | null) => `${carrierId ?? '*'}:${rangeIndex ?? '*'}`;
  const byKey = new Map(
    cells.map((c) => [key(c.carrier_id, c.range_index), { agents: c.agents, amount: Number(c.amount) }]),
  );
  const cell = (carrierId: number | null, rangeIndex: number | null) => byKey.get(key(carrierId, rangeIndex)) ?? EMPTY;
  const rangeIndexes = AGING_RANGES.map((_, index) => index);
  return {
    ranges: AGING_RANGES,
    rows: carriers.map((c) => ({
      carrierId: c.id,
      carrierName: c.name,
      carrierCode: c.code,
      cells: rangeIndexes.map((index) => cell(c.id, index)),
      total: cell(c.id, null),
    })),
    totals: { cells: rangeIndexes.map((index) => cell(null, index)), total: cell(null, null) },
  };
}

/** Dollars from two SQL sums, subtracted in whole cents so they stay exact. */
const centsDifference = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

/** Every upline with the open debt of their whole downline (the team walk: 10 levels, cycle-safe), largest first. */
export async function exposureReport(db: Kysely<DB>): Promise<TExposureRow[]> {
  const managers = await listManagers(db);
  return managers
    .map((m) => ({
      npn: m.npn,
      name: m.name,
      directReports: m.directReports,
      downlineAgents: m.totalDownline,
      exposure: centsDifference(m.teamDebt, m.personalDebt),
      ownDebt: m.personalDebt,
    }))
    .sort((a, b) => b.exposure - a.exposure || b.downlineAgents - a.downlineAgents || a.npn.localeCompare(b.npn));
}

export async function terminatedReport(db: Kysely<DB>): Promise<TTerminatedBalance[]> {
  const rows = await selectTerminatedBalances(db);
  return rows.map((r) => ({
    agentId: r.agent_id,
    agentNumber: r.agent_number,
    name: r.name,
    npn: r.npn,
    email: r.email,
    carrierId: r.carrier_id,
    carrierName: r.carrier_name,
    amount: Number(r.amount),
    debtAge: Number(r.age),
    oldestDebtOn: r.oldest_on,
  }));
}

export async function trendReport(db: Kysely<DB>): Promise<TTrendPoint[]> {
  const rows = await selectTrend(db);
  return rows.map((r) => ({
    uploadId: r.upload_id,
    uploadedAt: isoAt(r.uploaded_at),
    carrierId: r.carrier_id,
    carrierName: r.carrier_name,
    carrierCode: r.carrier_code,
    totalOutstanding: Number(r.total_after),
    change: centsDifference(Number(r.total_after), Number(r.total_before)),
    filename: r.filename,
  }));
}
