import type { TEmailCandidate } from '@agentledger/schema';
import { candidateKey } from './noticeTargets';

/**
 * Which candidate rows are ticked. The table holds only the rows in view (issue 15), so "select
 * all" cannot list every row: it is a mode, and the rows then unticked are kept as exceptions.
 * - `all: false`: `rows` are the ticked rows;
 * - `all: true`: every listed row is ticked but `rows`.
 * A row is kept whole, so a send to the ticked rows needs nothing read again.
 */
export type CandidateSelection = { all: boolean; rows: ReadonlyMap<string, TEmailCandidate> };

export const NO_SELECTION: CandidateSelection = { all: false, rows: new Map() };
export const ALL_LISTED: CandidateSelection = { all: true, rows: new Map() };

export function isTicked(selection: CandidateSelection, candidate: TEmailCandidate): boolean {
  return selection.rows.has(candidateKey(candidate)) !== selection.all;
}

export function tick(selection: CandidateSelection, candidate: TEmailCandidate, ticked: boolean): CandidateSelection {
  const rows = new Map(selection.rows);
  // In the all mode, the map holds the unticked rows: ticking takes a row out of it.
  if (ticked !== selection.all) rows.set(candidateKey(candidate), candidate);
  else rows.delete(candidateKey(candidate));
  return { all: selection.all, rows };
}

/** How many rows are ticked, of the `listed` the filters keep. */
export function tickedCount(selection: CandidateSelection, listed: number): number {
  return selection.all ? Math.max(0, listed - selection.rows.size) : selection.rows.size;
}

/** The "select all" box: ticked when every listed row is, a dash when some are. */
export function headerState(selection: CandidateSelection, listed: number): boolean | 'indeterminate' {
  const count = tickedCount(selection, listed);
  if (listed > 0 && count === listed) return true;
  return count > 0 ? 'indeterminate' : false;
}
